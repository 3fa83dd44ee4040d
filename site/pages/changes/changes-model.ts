import type { Change, ProviderFile } from '../../../widget/core/provider-file-schema.ts';

export interface ChangeEntry extends Change {
  slug: string;
  name: string;
}

/** Every dated change in the provider data, newest first, then by provider name. */
export function allChanges(files: readonly Pick<ProviderFile, 'slug' | 'name' | 'changes'>[]): ChangeEntry[] {
  return files
    .flatMap((file) => file.changes.map((change) => ({ ...change, slug: file.slug, name: file.name })))
    .sort((a, b) => (a.date === b.date ? a.name.localeCompare(b.name, 'en') : a.date < b.date ? 1 : -1));
}

export const STATUS_WORDS: Record<Change['status'], string> = {
  'provider-page': "Provider's own page",
  secondary: 'Third-party source',
  'spec-example': 'Example figure, not confirmed',
  'not-known': 'Not known',
};
