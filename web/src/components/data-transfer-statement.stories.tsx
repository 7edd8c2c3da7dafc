import type { Meta, StoryObj } from '@storybook/react-vite';
import { DataTransferStatement } from './data-transfer-statement.tsx';

const meta = {
  title: 'Közös/DataTransferStatement',
  component: DataTransferStatement,
  args: { opened: true, onClose: () => {} },
} satisfies Meta<typeof DataTransferStatement>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ToRead: Story = {};
export const BeforePayment: Story = { args: { onAccept: () => {} } };
