import type { Meta, StoryObj } from '@storybook/react-vite';
import { DocumentPreviewFrame } from './document-preview-frame.tsx';

const meta = {
  title: 'Közös/DocumentPreviewFrame',
  component: DocumentPreviewFrame,
  args: {
    title: 'Tagjegyzék',
    height: 320,
    html: '<!doctype html><html lang="hu"><body style="font-family: serif; padding: 2rem"><h1>TAGJEGYZÉK</h1><p>Alfa Kft.</p></body></html>',
  },
} satisfies Meta<typeof DocumentPreviewFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Document: Story = {};
export const Loading: Story = { args: { html: null, isLoading: true } };
export const Failed: Story = {
  args: {
    html: null,
    error: 'Hiba történt a dokumentumok előnézete során, kérjük, próbálja meg később.',
    onBack: () => undefined,
  },
};
