import { describe, expect, it } from 'vitest';
import { planDocuments } from '../documents/plan-documents.ts';
import { buildTestRequest } from '../model/build-test-request.ts';
import { compileTemplate } from './compile-template.ts';
import { createEngine } from './create-engine.ts';
import { describeTemplateError, TemplateRenderError } from './describe-template-error.ts';

const request = buildTestRequest();
const [members] = planDocuments(request, ['tagjegyzek']);

function renderError(templates: Record<string, string>): TemplateRenderError {
  try {
    createEngine({ templates }).renderMarkup(request, members!);
  } catch (error) {
    if (error instanceof TemplateRenderError) return error;
    throw error;
  }
  throw new Error('the template rendered');
}

describe('template errors', () => {
  it('name the template file, the line and the field that is missing', () => {
    const error = renderError({
      'tagjegyzek.njk': '<h1>Tagjegyzék</h1>\n<p>{{ tarsasag.nev }}</p>\n<p>{{ tarsasag.nincsIlyen }}</p>',
    });
    expect([error.file, error.line, error.field]).toEqual(['tagjegyzek.njk', 3, 'tarsasag.nincsIlyen']);
    expect(error.message).toBe(
      'Sablonhiba – tagjegyzek.njk, 3. sor, mező: tarsasag.nincsIlyen: az érték hiányzik (undefined vagy null)',
    );
  });

  it('point into the partial that failed, not the template including it', () => {
    const error = renderError({
      'tagjegyzek.njk': '<h1>Tagjegyzék</h1>\n{% include "partials/resz.njk" %}',
      'partials/resz.njk': '<p>rendben</p>\n\n<p>{{ tarsasag.nev }} {{ model.nincs.melyebb }}</p>',
    });
    expect([error.file, error.line, error.field]).toEqual(['partials/resz.njk', 3, 'model.nincs.melyebb']);
  });

  it('name the template of a failing filter', () => {
    const error = renderError({ 'tagjegyzek.njk': '<h1>X</h1>\n<p>{{ tarsasag.nev | money }}</p>' });
    expect(error.file).toBe('tagjegyzek.njk');
    expect(error.message).toContain('formatMoney');
  });

  it('keep the reason when the failing call ends its message with a line break, and keep the cause', () => {
    const templates = { 'alairasminta.njk': '<h1>Aláírásminta</h1>\n<p>{{ alairo() }}</p>' };
    const template = compileTemplate('alairasminta.njk', templates['alairasminta.njk'], {
      filters: {},
      globals: {},
      load: () => {
        throw new Error('no partials');
      },
    });
    let thrown: unknown;
    try {
      template(
        {
          alairo: () => {
            throw new Error('Az aláíró neve hiányzik.\n');
          },
        },
        null,
        null,
      );
    } catch (error) {
      thrown = error;
    }
    expect((thrown as Error).message).toMatch(/\n$/);
    const error = describeTemplateError(thrown, templates);
    expect(error.file).toBe('alairasminta.njk');
    expect(error.message).toMatch(/^Sablonhiba – alairasminta\.njk.*: Error: Az aláíró neve hiányzik\.$/);
    expect(error.cause).toBeInstanceOf(Error);
  });

  it('say that the reason is unknown rather than print an empty one', () => {
    const error = describeTemplateError(new Error('(alairasminta.njk)\n  \n'), {});
    expect(error.reason).not.toBe('');
    expect(error.message).not.toMatch(/: $/);
  });
});
