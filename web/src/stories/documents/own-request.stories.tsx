import type { Meta, StoryObj } from '@storybook/react-vite';
import fixture from '../../../../fixtures/ket-tag.json';
import { OwnRequestGallery } from './own-request-gallery.tsx';

const meta = {
  title: 'Saját kérés/Beillesztett vagy feltöltött JSON',
  component: OwnRequestGallery,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof OwnRequestGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ures: Story = { name: 'Üres: illessze be vagy töltse fel', args: { initialText: '' } };
export const MintaKeres: Story = {
  name: 'Minta: két tag (szerkeszthető)',
  args: { initialText: JSON.stringify(fixture, null, 2) },
};
