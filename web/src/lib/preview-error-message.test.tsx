import {
  createEngine,
  formatDate,
  parseRequest,
  planDocument,
  planDocuments,
  type DocumentRequest,
} from '@cegdok/engine';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DocumentPreviewFrame } from '../components/document-preview-frame.tsx';
import { renderWithProviders } from '../testing/render-app.tsx';
import { ApiError, httpErrorMessage } from './api-client.ts';
import { browserEngineOptions } from './browser-engine.ts';
import { PREVIEW_INTERNAL_ERROR, previewErrorMessage } from './preview-error-message.ts';

const fixtures = import.meta.glob('../../../fixtures/*.json', { import: 'default', eager: true }) as Record<
  string,
  unknown
>;

function request(): DocumentRequest {
  const parsed = parseRequest(Object.values(fixtures)[0]);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return parsed.value;
}

/** What a real engine throws: its error for `run`, or a failure of the test if nothing is thrown. */
function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('nothing was thrown');
}

/** The error of an articles template that fails while rendering (an unexpected template error). */
function templateError(): unknown {
  const options = browserEngineOptions();
  const engine = createEngine({
    templates: { ...options.templates, 'tarsasagi.njk': '<p>{{ tarsasag.nincsIlyen.mezo }}</p>' },
  });
  const valid = request();
  return thrownBy(() => engine.renderHtml(valid, planDocuments(valid, ['tarsasagi'])[0]!));
}

afterEach(() => vi.restoreAllMocks());

describe('previewErrorMessage', () => {
  it('gives a template error the generic Hungarian message, and the technical detail only to the console', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = templateError();
    expect(error).toBeInstanceOf(Error);
    const message = previewErrorMessage(error);
    expect(message).toBe(PREVIEW_INTERNAL_ERROR);
    expect(message).not.toContain((error as Error).message);
    expect(message).not.toMatch(/njk|Sablonhiba|undefined|Error/);
    expect(logged).toHaveBeenCalledWith(expect.any(String), error);
  });

  it('gives the English errors of a formatter and of the program the generic message', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const range = thrownBy(() => formatDate('2026-02-30'));
    const type = thrownBy(() => (null as unknown as { nev: string }).nev);
    expect((range as Error).message).toMatch(/invalid ISO date/);
    expect(previewErrorMessage(range)).toBe(PREVIEW_INTERNAL_ERROR);
    expect(previewErrorMessage(type)).toBe(PREVIEW_INTERNAL_ERROR);
    expect(previewErrorMessage('Cannot read properties of undefined')).toBe(PREVIEW_INTERNAL_ERROR);
  });

  it('shows the engine’s Hungarian refusal of a document it cannot plan as it is', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const valid = request();
    const error = thrownBy(() => planDocument(valid, 'tagjegyzek', 1));
    expect(previewErrorMessage(error)).toBe('A(z) Tagjegyzék nem ügyvezetőnként készül.');
    expect(logged).not.toHaveBeenCalled();
  });

  it('shows the server’s Hungarian answer as it is', () => {
    const error = new ApiError(503, 'HTTP_ERROR', httpErrorMessage(503));
    expect(previewErrorMessage(error)).toBe(httpErrorMessage(503));
  });

  it('says what happened and what to do next, in the formal register', () => {
    expect(PREVIEW_INTERNAL_ERROR).toMatch(/^Az előnézet most nem jeleníthető meg/);
    expect(PREVIEW_INTERNAL_ERROR).toContain('kérjük, jelezze nekünk a Kapcsolat oldalon');
    expect(PREVIEW_INTERNAL_ERROR).not.toMatch(/\b(te|neked|írj)\b/i);
  });

  it('is announced as an alert in the preview frame, without the exception text', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = templateError();
    renderWithProviders(<DocumentPreviewFrame title="Élő előnézet" error={previewErrorMessage(error)} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(PREVIEW_INTERNAL_ERROR);
    expect(screen.queryByTitle('Élő előnézet')).toBeNull();
  });
});
