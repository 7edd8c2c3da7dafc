import type { Meta, StoryObj } from '@storybook/react-vite';
import { DocumentGallery } from './document-gallery.tsx';
import { everyVariantStory, fixtureArgTypes } from './document-stories.tsx';

const meta = {
  title: 'Dokumentumok/Székhelyhasználati nyilatkozat',
  component: DocumentGallery,
  args: { typeId: 'szekhely', fixture: 'egy-tag' },
  argTypes: fixtureArgTypes,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DocumentGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MindenValtozat: Story = { ...everyVariantStory, name: 'Minden változat' };
export const ValaszthatoMinta: Story = { name: 'Választható minta' };
