import { withPoolSettings } from './smtp-mail.transport';

describe('SMTP_URL pool settings', () => {
  it('adds the pool to the URL, where nodemailer reads it, keeping the address and its credentials', () => {
    const url = new URL(withPoolSettings('smtps://mailer:s%40cret@smtp.example.org:465'));
    expect(url.searchParams.get('pool')).toBe('true');
    expect(url.searchParams.get('maxConnections')).toBe('10');
    expect(`${url.protocol}//${url.username}:${url.password}@${url.host}`).toBe('smtps://mailer:s%40cret@smtp.example.org:465');
  });

  it('leaves settings given in SMTP_URL as they are', () => {
    const url = new URL(withPoolSettings('smtp://127.0.0.1:2525?pool=false&socketTimeout=5000'));
    expect(url.searchParams.get('pool')).toBe('false');
    expect(url.searchParams.get('socketTimeout')).toBe('5000');
    expect(url.searchParams.get('greetingTimeout')).toBe('10000');
  });
});
