import '@mantine/core/styles.css';
import type { Preview } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { AppProvider } from '../src/app/provider.tsx';
import { ToolProviders } from '../src/app/tool-providers.tsx';

const preview: Preview = {
  decorators: [
    (Story) => (
      <AppProvider>
        <ToolProviders>
          <MemoryRouter>
            <Story />
          </MemoryRouter>
        </ToolProviders>
      </AppProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    // Storybook opens on the first story: the documents come first, then one's own request, then the components.
    options: { storySort: { order: ['Dokumentumok', 'Saját kérés', '*'] } },
  },
};

export default preview;
