import type { Meta, StoryObj } from '@storybook/react-vite';
import { DocumentGallery } from './document-gallery.tsx';

const meta = {
  title: 'Dokumentumok/Székhelyhasználati nyilatkozat',
  component: DocumentGallery,
  args: { typeId: 'szekhely', fixture: 'egy-tag' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DocumentGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EgyTag: Story = { args: { fixture: 'egy-tag' } };
export const KetTag: Story = { args: { fixture: 'ket-tag' } };
export const OtTagApport: Story = { args: { fixture: 'ot-tag-apport' } };
export const EgyuttesCsoportok: Story = { args: { fixture: 'egyuttes-csoportok' } };
export const HatarozottIdotartam: Story = { args: { fixture: 'hatarozott-idotartam' } };
export const MindenOpcioKi: Story = { args: { fixture: 'minden-opcio-ki' } };
export const EkezetesNevek: Story = { args: { fixture: 'ekezetes-nevek' } };
export const Elteresek: Story = { args: { fixture: 'elteresek' } };
