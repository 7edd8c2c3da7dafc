import type { Meta, StoryObj } from '@storybook/react-vite';
import { WizardStepper } from './wizard-stepper.tsx';

const meta = {
  title: 'Varázsló/WizardStepper',
  component: WizardStepper,
  args: { step: 0, onBack: () => undefined },
  parameters: { viewport: { defaultViewport: 'responsive' } },
} satisfies Meta<typeof WizardStepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Documents: Story = {};
export const Company: Story = { args: { step: 1 } };
export const LawFirm: Story = { args: { step: 2 } };
export const Dating: Story = { args: { step: 3 } };
export const Summary: Story = { args: { step: 4 } };
