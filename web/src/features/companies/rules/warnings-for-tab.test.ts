import type { Warning } from '@cegdok/engine';
import { describe, expect, it } from 'vitest';
import { whereErrorsAreListed } from './warnings-for-tab.ts';

const error = (path?: string): Warning => ({ severity: 'error', code: 'x', message: 'Hiba.', path }) as Warning;

describe('whereErrorsAreListed', () => {
  it('names the tabs whose Hiba box lists the errors, in the editor’s order, with the right article', () => {
    expect(whereErrorsAreListed([error('tarsasag.ugyvezetok.0.megbizasKezdoIdopontja')])).toBe(
      'A hibákat a javításukhoz vezető hivatkozásokkal az Ügyvezetők fülön, a Hiba keretben találja.',
    );
    expect(whereErrorsAreListed([error('tarsasag.ugyvezetok.1'), error('tarsasag.tagok.0.penzbetet')])).toBe(
      'A hibákat a javításukhoz vezető hivatkozásokkal ezeken a füleken, a Hiba keretben találja: Tagok, Ügyvezetők.',
    );
  });

  it('sends an error of no particular field to the foot of the form, where every tab lists it', () => {
    expect(whereErrorsAreListed([error('tarsasag'), error('tarsasag.tagok.0')])).toBe(
      'A hibákat a javításukhoz vezető hivatkozásokkal az űrlap alján, a Hiba keretben találja.',
    );
    expect(whereErrorsAreListed([error(undefined)])).toContain('az űrlap alján');
  });
});
