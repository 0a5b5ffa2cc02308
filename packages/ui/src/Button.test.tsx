// The shop's one button (issue 16: the checkout's steps and forms share it instead of styling their own).
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, ButtonLink } from './Button';
import { expectNoAxeViolations } from './test/axe';

describe('Button', () => {
  it('is a plain button of the primary variant unless told otherwise, and never submits a form by accident', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const { container } = render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button onClick={onClick}>Abbrechen</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Abbrechen' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('data-variant', 'primary');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('submits its form when it is the submit button', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit" variant="secondary">
          Speichern
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Speichern' });
    expect(button).toHaveAttribute('data-variant', 'secondary');
    await userEvent.click(button);
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('is disabled and marked busy while its action runs, and cannot be pressed twice', async () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <Button busy onClick={onClick}>
        Wird geladen
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Wird geladen' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();

    rerender(<Button onClick={onClick}>Wird geladen</Button>);
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('keeps the attributes it is given (a described-by reason, a disabled state of its own)', () => {
    render(
      <>
        <Button disabled aria-describedby="why">
          Amazon Pay
        </Button>
        <p id="why">Nicht für Sperrgut</p>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Amazon Pay' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Nicht für Sperrgut');
    expect(button).not.toHaveAttribute('aria-busy');
  });
});

describe('ButtonLink', () => {
  it('is a link, drawn in the variant asked for', async () => {
    const { container } = render(
      <ButtonLink href="/warenkorb/" variant="secondary">
        Zum Warenkorb
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Zum Warenkorb' });
    expect(link).toHaveAttribute('href', '/warenkorb/');
    expect(link).toHaveAttribute('data-variant', 'secondary');
    await expectNoAxeViolations(container);
  });
});
