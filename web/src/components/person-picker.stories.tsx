import type { Meta, StoryObj } from '@storybook/react-vite';
import { PersonPicker } from './person-picker.tsx';

const persons = [
  { id: 1, nev: 'Kiss Anna', lakohely: '1011 Budapest, Fő utca 1.' },
  { id: 2, nev: 'Nagy Béla', lakohely: '6720 Szeged, Kárász utca 2.' },
  { id: 3, nev: 'Tóth Cecília', lakohely: '9021 Győr, Baross Gábor út 5.' },
];

const meta = {
  title: 'Közös/PersonPicker',
  component: PersonPicker,
  args: { label: 'Tag hozzáadása', persons, disabledIds: [1], onPick: () => undefined },
} satisfies Meta<typeof PersonPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OneAlreadyAdded: Story = {};
export const NoPersons: Story = { args: { persons: [], disabledIds: [] } };
