import { describe, expect, it } from 'vitest';
import { loadModelContent } from '#client/content/models/all-models.ts';
import { findLineupModel, lineupModel, MODEL_LINEUP } from './models.ts';

describe('the line-up', () => {
  it("names each model and its kind as the model's page copy does (pages that show only those read the line-up)", async () => {
    expect(MODEL_LINEUP.map((m) => m.code)).toEqual(['es', 'ux', 'nx', 'lc', 'lm', 'gx']);
    for (const { code } of MODEL_LINEUP) {
      const content = await loadModelContent(code);
      expect(lineupModel(code)).toEqual({ name: content.name, kind: content.kind });
    }
  });

  it('has no entry for a series the site does not show, so a shared build of one still renders', () => {
    expect(findLineupModel('rx')).toBeUndefined();
    expect(findLineupModel('nx')).toEqual({ name: 'NX', kind: '豪华中型 SUV' });
  });
});
