import type MarkdownIt from 'markdown-it';
import type * as Nodemailer from 'nodemailer';
import type OpenAI from 'openai';
import type SanitizeHtml from 'sanitize-html';
import type Sharp from 'sharp';

/*
 * Packages loaded at first use instead of at start-up: together they cost every start about 0.2 s of
 * module loading, and none is needed before the site answers (OpenAI only with a key, image analysis,
 * SMTP, newsletter campaigns, AI text clean-up).
 */
/* eslint-disable @typescript-eslint/no-require-imports -- loaded at first use, see above */
export const loadOpenAi = (): typeof OpenAI => require('openai') as typeof OpenAI;
export const loadSharp = (): typeof Sharp => require('sharp') as typeof Sharp;
export const loadSanitizeHtml = (): typeof SanitizeHtml => require('sanitize-html') as typeof SanitizeHtml;
export const loadMarkdownIt = (): typeof MarkdownIt => require('markdown-it') as typeof MarkdownIt;
export const loadNodemailer = (): typeof Nodemailer => require('nodemailer') as typeof Nodemailer;
/* eslint-enable @typescript-eslint/no-require-imports */
