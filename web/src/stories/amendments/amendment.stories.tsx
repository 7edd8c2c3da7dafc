import type { Meta, StoryObj } from '@storybook/react-vite';
import { AmendmentGallery } from './amendment-gallery.tsx';

const meta = {
  title: 'Módosítás/Dokumentumok',
  component: AmendmentGallery,
  args: { fixture: 'szekhely-azonos-cegbirosag' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AmendmentGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SzekhelyAzonosCegbirosag: Story = { args: { fixture: 'szekhely-azonos-cegbirosag' } };
export const SzekhelyMasCegbirosag: Story = { args: { fixture: 'szekhely-mas-cegbirosag' } };
export const Cegnev: Story = { args: { fixture: 'cegnev' } };
export const Fotevekenyseg: Story = { args: { fixture: 'fotevekenyseg' } };
export const EgyebTevekenyseg: Story = { args: { fixture: 'egyeb-tevekenyseg' } };
export const UjUgyvezeto: Story = { args: { fixture: 'uj-ugyvezeto' } };
export const UgyvezetoCsere: Story = { args: { fixture: 'ugyvezeto-csere' } };
export const CegjegyzesEgyuttes: Story = { args: { fixture: 'cegjegyzes-egyuttes' } };
export const AtruhazasTagraReszleges: Story = { args: { fixture: 'atruhazas-tagra-reszleges' } };
export const AtruhazasKivulallora: Story = { args: { fixture: 'atruhazas-kivulallora' } };
export const TokeemelesUjTaggal: Story = { args: { fixture: 'tokeemeles-uj-taggal' } };
export const TelephelyFioktelep: Story = { args: { fixture: 'telephely-fioktelep' } };
export const UzletiEv: Story = { args: { fixture: 'uzleti-ev' } };
export const EgyszemelyesseValas: Story = { args: { fixture: 'egyszemelyesse-valas' } };
export const TobbszemelyesseValas: Story = { args: { fixture: 'tobbszemelyesse-valas' } };
