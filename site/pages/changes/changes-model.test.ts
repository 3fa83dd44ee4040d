import { describe, expect, it } from 'vitest';
import { PROVIDER_FILES } from '../../../widget/core/provider-files.generated.ts';
import { allChanges } from './changes-model.ts';

describe('allChanges', () => {
  it('lists every dated change in the data files, newest first', () => {
    const changes = allChanges(PROVIDER_FILES);
    expect(changes.length).toBe(PROVIDER_FILES.reduce((sum, file) => sum + file.changes.length, 0));
    expect(changes.length).toBeGreaterThan(0);
    const dates = changes.map((change) => change.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const jamesHay = changes.find((change) => change.slug === 'james-hay')!;
    expect(jamesHay).toMatchObject({ effective: '2026-02-09', name: 'James Hay' });
    expect(jamesHay.oldValue).toMatch(/0\.25%/);
    expect(jamesHay.newValue).toMatch(/0\.27%/);
    for (const change of changes) expect(change.source, change.slug).toBeTruthy();
  });
});
