import type { DocumentTypeId } from '@cegdok/engine';
import { DocumentVariants } from './document-gallery.tsx';
import { fixtureNames } from './load-fixture.ts';

/** The fixture of a one-variant document story, chosen from every sample request. */
export const fixtureArgTypes = { fixture: { control: 'select', options: fixtureNames } } as const;

/** The "every variant" story of a document type: its documents for every fixture, the fixture control hidden. */
export const everyVariantStory = {
  render: ({ typeId }: { typeId: DocumentTypeId }) => <DocumentVariants typeId={typeId} />,
  argTypes: { fixture: { table: { disable: true } } },
};
