import type { Meta, StoryObj } from '@storybook/react-vite';
import { RichText } from './RichText';

const meta = {
  title: 'Content/RichText',
  component: RichText,
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProductDescription: Story = {
  args: {
    html:
      '<p><strong>Ergobag Pack Schulranzen</strong> aus recycelten PET-Flaschen. Ergonomisch, leicht und mit ' +
      'viel Platz für Hefte und Bücher.</p><ul><li>Gewicht 1.100 g</li><li>Volumen 20 l</li>' +
      '<li>Reflektoren rundum</li></ul><p>Mehr zum <a href="/service/versand/">Versand</a>.</p>',
  },
};
