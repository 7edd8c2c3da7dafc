import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatCard } from './stat-card.tsx';

const meta = {
  title: 'Közös/StatCard',
  component: StatCard,
  args: { label: 'Társaságok száma', value: 12 },
} satisfies Meta<typeof StatCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithValue: Story = {};
export const Loading: Story = { args: { value: undefined } };
