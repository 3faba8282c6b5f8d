import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getEnv, resetEnvCache } from '../../env';
import { activationMail, registerAttemptMail, resetNoAccountMail, resetOtpMail } from '../templates';

/** Every spelling of the brand in a text, technical names (addresses, hosts) left out. */
function brandSpellings(text: string): string[] {
  const words = text.replace(/[\w.+-]*@[\w.-]+|https?:\/\/\S+|[\w-]+\.local\b/g, ' ');
  return [...new Set(words.match(/vn\s?fin/gi) ?? [])];
}

afterEach(() => {
  delete process.env.MAIL_FROM;
  resetEnvCache();
});

describe('the brand in mails', () => {
  it('is spelled VnFin in every subject and body', () => {
    const mails = [
      activationMail('lan@example.com', 'token'),
      resetOtpMail('lan@example.com', 'Lan', '123456'),
      registerAttemptMail('lan@example.com', 'Lan'),
      resetNoAccountMail('lan@example.com'),
    ];
    for (const mail of mails) {
      expect(brandSpellings(`${mail.subject}\n${mail.text}\n${mail.html}`)).toEqual(['VnFin']);
    }
  });

  it('names the sender VnFin by default', () => {
    delete process.env.MAIL_FROM;
    resetEnvCache();
    expect(getEnv().MAIL_FROM).toMatch(/^VnFin </);
  });
});

describe('the brand in pages', () => {
  it('is spelled VnFin in the text of pages, the shell and mails (technical names aside)', () => {
    const roots = ['src/pages', 'src/features', 'src/application', 'src/components', 'src/server/mail'];
    const technical = /vnfin-theme|vnfin-local-hashcode-key|vnfin\.local/gi;
    const misspelled: string[] = [];
    const visit = (folder: string): void => {
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        const full = join(folder, entry.name);
        if (entry.isDirectory()) {
          if (entry.name !== '__tests__') visit(full);
        } else if (/\.tsx?$/.test(entry.name)) {
          const text = readFileSync(full, 'utf8').replace(technical, ' ');
          for (const spelling of brandSpellings(text))
            if (spelling !== 'VnFin') misspelled.push(`${full}: ${spelling}`);
        }
      }
    };
    for (const root of roots) visit(join(process.cwd(), root));
    expect(misspelled).toEqual([]);
  });
});
