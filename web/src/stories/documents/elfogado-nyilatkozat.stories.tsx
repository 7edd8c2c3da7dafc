import type { Meta, StoryObj } from '@storybook/react-vite';
import { DocumentGallery } from './document-gallery.tsx';

const meta = {
  title: 'Dokumentumok/Ügyvezetői elfogadó nyilatkozat',
  component: DocumentGallery,
  args: { typeId: 'elfogado-nyilatkozat', fixture: 'egy-tag' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DocumentGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EgyTag: Story = { name: 'Egy tag', args: { fixture: 'egy-tag' } };
export const KetTag: Story = { name: 'Két tag', args: { fixture: 'ket-tag' } };
export const OtTagApport: Story = { name: 'Öt tag, apporttal', args: { fixture: 'ot-tag-apport' } };
export const EgyuttesCsoportok: Story = {
  name: 'Együttes cégjegyzési csoportok',
  args: { fixture: 'egyuttes-csoportok' },
};
export const HatarozottIdotartam: Story = {
  name: 'Határozott időtartam, minden opció',
  args: { fixture: 'hatarozott-idotartam' },
};
export const MindenOpcioKi: Story = { name: 'Minden opció kikapcsolva', args: { fixture: 'minden-opcio-ki' } };
export const EkezetesNevek: Story = { name: 'Ékezetes nevek', args: { fixture: 'ekezetes-nevek' } };
export const Elteresek: Story = { name: 'Eltérő arányok', args: { fixture: 'elteresek' } };
