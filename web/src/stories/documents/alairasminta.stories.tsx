import type { Meta, StoryObj } from '@storybook/react-vite';
import { DocumentGallery } from './document-gallery.tsx';
import { fixtureStory } from './fixture-story.ts';

const meta = {
  title: 'Dokumentumok/Aláírásminta',
  component: DocumentGallery,
  args: { typeId: 'alairasminta', fixture: 'egy-tag' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DocumentGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EgyTag: Story = fixtureStory('egy-tag');
export const KetTag: Story = fixtureStory('ket-tag');
export const OtTagApport: Story = fixtureStory('ot-tag-apport');
export const EgyuttesCsoportok: Story = fixtureStory('egyuttes-csoportok');
export const HatarozottIdotartam: Story = fixtureStory('hatarozott-idotartam');
export const MindenOpcioKi: Story = fixtureStory('minden-opcio-ki');
export const EkezetesNevek: Story = fixtureStory('ekezetes-nevek');
export const Elteresek: Story = fixtureStory('elteresek');
