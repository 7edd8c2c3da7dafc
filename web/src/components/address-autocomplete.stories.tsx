import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { AddressAutocomplete } from './address-autocomplete.tsx';

const ADDRESSES = [
  '1062 Budapest, Váci út 1.',
  '1132 Budapest, Váci út 18.',
  '2600 Vác, Széchenyi utca 9.',
  '6720 Szeged, Kárász utca 2.',
];

/** Suggestions from a fixed list, so the story needs no server. */
async function suggest({ searchInput }: { searchInput: string }) {
  const needle = searchInput.toLocaleLowerCase('hu');
  return ADDRESSES.filter((address) => address.toLocaleLowerCase('hu').includes(needle)).map((address, index) => ({
    address,
    placeId: `place-${index}`,
  }));
}

function Controlled(props: { initial: string }) {
  const [value, setValue] = useState(props.initial);
  return (
    <AddressAutocomplete
      label="Székhely"
      value={value}
      onChange={setValue}
      suggest={suggest}
      details={async (placeId) => ({ address: ADDRESSES[Number(placeId.split('-')[1])] ?? '' })}
    />
  );
}

const meta = { title: 'Közös/AddressAutocomplete', component: Controlled, args: { initial: '' } } satisfies Meta<
  typeof Controlled
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { initial: '1062 Budapest, Váci út 1.' } };
