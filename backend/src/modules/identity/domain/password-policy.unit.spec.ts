import { passwordProblem, PasswordMessages } from './password-policy';

describe('password policy', () => {
  it.each([
    ['short', PasswordMessages.tooShort],
    ['x'.repeat(257), PasswordMessages.tooLong],
    ['Margaret.Thatcher', PasswordMessages.sameAsUsername],
    ['qwertyuiop', PasswordMessages.tooCommon],
    ['password1', PasswordMessages.tooCommon],
    ['Password123!', PasswordMessages.tooCommon],
    ['Summer2024!', PasswordMessages.tooCommon],
  ])('rejects %s', (password, message) => {
    expect(passwordProblem(password, 'margaret.thatcher')).toBe(message);
  });

  it('uses the change form wording for short new passwords', () => {
    expect(passwordProblem('abc', 'someone', 'new')).toBe(PasswordMessages.newTooShort);
  });

  it.each(['Brand-New-Pass-77', 'correct horse battery staple', 'Lantern7-Meadow-Quiet'])('accepts %s', (password) => {
    expect(passwordProblem(password, 'margaret.thatcher')).toBeNull();
  });
});
