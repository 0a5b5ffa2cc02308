import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button, ButtonLink } from './Button';

const meta = {
  title: 'Forms/Button',
  component: Button,
  subcomponents: { ButtonLink },
  args: { children: 'Weiter zur Zahlungsart', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Abmelden' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Konto löschen' } };

/** A minor action inside text, such as leaving Amazon Pay on the summary. */
export const Link: Story = { args: { variant: 'link', children: 'Amazon Pay abbrechen' } };

/** While the step is saved: disabled and aria-busy, the label says what happens. */
export const Busy: Story = { args: { busy: true, children: 'Wird geladen …' } };

export const Disabled: Story = { args: { disabled: true } };

/** A link drawn like the buttons, for navigation (here to the basket). */
export const AsLink: Story = {
  render: () => (
    <p style={{ display: 'flex', gap: '1rem' }}>
      <ButtonLink href="#warenkorb">Zum Warenkorb</ButtonLink>
      <ButtonLink href="#registrieren" variant="secondary">
        Registrieren
      </ButtonLink>
    </p>
  ),
};

/** B2B theme. */
export const B2b: Story = { globals: { theme: 'b2b' } };
