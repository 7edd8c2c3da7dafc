import { describe, expect, it } from 'vitest';
import { attachmentDisposition, downloadFileName } from './download-file-name.ts';

describe('download file names', () => {
  it('names the document type, the company and the Budapest date', () => {
    expect(
      downloadFileName({
        title: 'Aláírásminta',
        companyName: 'Próba Pékség Kft.',
        createdAt: '2026-11-24T23:30:00Z',
        format: 'docx',
      }),
    ).toBe('Aláírásminta - Próba Pékség Kft. - 2026-11-25.docx');
  });

  it('keeps characters a file system refuses out of the name', () => {
    expect(
      downloadFileName({
        title: 'Tagjegyzék',
        companyName: 'A/B "Társ" Kft.',
        createdAt: '2026-06-01T10:00:00Z',
        format: 'pdf',
      }),
    ).toBe('Tagjegyzék - A B Társ Kft. - 2026-06-01.pdf');
  });

  it('gives an ASCII fallback and the UTF-8 name in Content-Disposition', () => {
    expect(attachmentDisposition('Aláírásminta - Próba (1).docx')).toBe(
      `attachment; filename="Alairasminta - Proba (1).docx"; filename*=UTF-8''Al%C3%A1%C3%ADr%C3%A1sminta%20-%20Pr%C3%B3ba%20%281%29.docx`,
    );
  });
});
