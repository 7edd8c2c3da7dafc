import { describe, expect, it } from 'vitest';
import { amendmentFindingTarget, FIX_IN_DATA, FIX_IN_EDITOR } from './amendment-finding-target.ts';

describe('where a finding of the change summary is fixed', () => {
  it('sends a company field to the editor with its path, the amendment data to step 2', () => {
    expect(amendmentFindingTarget('uj.ugyvezetok.1.adoazonositoJel')).toEqual({
      step: 0,
      field: 'ugyvezetok.1.adoazonositoJel',
      label: FIX_IN_EDITOR,
    });
    expect(amendmentFindingTarget('dontes.osszehivas')).toEqual({ step: 1, label: FIX_IN_DATA });
  });

  it('offers no link where nothing in the flow fixes it', () => {
    expect(amendmentFindingTarget(undefined)).toBeNull();
    expect(amendmentFindingTarget('korabbi.tagok.0')).toBeNull();
  });
});
