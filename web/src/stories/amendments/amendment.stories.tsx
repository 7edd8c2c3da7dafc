import type { Meta, StoryObj } from '@storybook/react-vite';
import { AmendmentCases, AmendmentGallery } from './amendment-gallery.tsx';
import { amendmentCaseNames, refusedAmendmentCaseNames } from './load-amendment-case.ts';

const meta = {
  title: 'Módosítás/Dokumentumok',
  component: AmendmentGallery,
  args: { fixture: 'szekhely-azonos-cegbirosag' },
  // The refused cases too: the gallery shows the engine's Hungarian refusal, as the app's preview does.
  argTypes: { fixture: { control: 'select', options: [...amendmentCaseNames, ...refusedAmendmentCaseNames] } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AmendmentGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MindenEset: Story = {
  name: 'Minden eset',
  render: () => <AmendmentCases />,
  argTypes: { fixture: { table: { disable: true } } },
};
export const ValaszthatoEset: Story = { name: 'Választható eset' };
