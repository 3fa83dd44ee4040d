import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { ErrorSummary, FieldError } from '../../site/app/form-parts.tsx';
import {
  ConsentField,
  HoneypotField,
  SelectField,
  TextAreaField,
  TextField,
} from '../../site/shared/form-fields.tsx';
import { PotBox } from '../../site/shared/pot-box.tsx';
import { beforeEachSite, PHONE, withSite } from '../support/site-frame.tsx';

/**
 * The form kit (decision 049), in the GOV.UK pattern: a field is its label, its hint and its error
 * message, linked to the input by aria-describedby; the error summary at the top of a form takes
 * focus and links each problem to its field; the pot box is one look for every form asking for a
 * pot. The contact, ebook, wrong-figure, finder and fee forms are built from these.
 */
const meta = {
  title: 'Site/Form kit',
  decorators: [
    withSite,
    (Story) => (
      <div className="dc-container py-6">
        <div className="dc-card grid max-w-2xl gap-5 p-5 md:p-8">
          <Story />
        </div>
      </div>
    ),
  ],
  beforeEach: beforeEachSite,
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

function Text({ error, hint }: { error?: string; hint?: string }) {
  const [value, setValue] = useState(error ? 'not-an-address' : '');
  return (
    <TextField
      id="kit-email"
      label="Your e-mail address"
      type="email"
      inputMode="email"
      value={value}
      onChange={setValue}
      {...(hint ? { hint } : {})}
      {...(error ? { error } : {})}
    />
  );
}

/** A text field with its label only. */
export const TextPlain: Story = {
  name: 'Text field',
  render: () => <Text />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Your e-mail address' });
    await expect(input).not.toHaveAttribute('aria-describedby');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** With a hint, linked to the input. */
export const TextWithHint: Story = {
  name: 'Text field with a hint',
  render: () => <Text hint="For example, name@example.com" />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Your e-mail address' });
    await expect(input).toHaveAccessibleDescription('For example, name@example.com');
  },
};

/** With an error: the message above the input says what to fix, and the input is marked invalid. */
export const TextWithError: Story = {
  name: 'Text field with an error',
  render: () => (
    <Text hint="For example, name@example.com" error="Enter an e-mail address like name@example.com." />
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Your e-mail address' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'For example, name@example.com Error: Enter an e-mail address like name@example.com.',
    );
  },
};

/** The other fields: a choice, a longer answer with its count, a consent box (with an error). */
export const OtherFields: Story = {
  name: 'Select, text area and consent',
  render: function Render() {
    const [time, setTime] = useState('');
    const [message, setMessage] = useState('');
    const [consent, setConsent] = useState(false);
    return (
      <>
        <SelectField
          id="kit-time"
          label="When should we call?"
          hint="We call Monday to Friday, 9am to 5pm."
          placeholder="Choose a time"
          options={{ morning: 'Morning', afternoon: 'Afternoon' }}
          value={time}
          onChange={setTime}
          error="Choose when we should call."
        />
        <TextAreaField
          id="kit-message"
          label="Anything we should know? (optional)"
          maxLength={1000}
          value={message}
          onChange={setMessage}
        />
        <ConsentField
          id="kit-consent"
          label="I agree to be contacted about this request."
          checked={consent}
          onChange={setConsent}
          error="Tick the box to say we may contact you."
        />
        <HoneypotField value="" onChange={() => {}} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'When should we call?' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    const box = canvas.getByRole('textbox', { name: 'Anything we should know? (optional)' });
    await userEvent.type(box, 'Hello');
    await expect(canvas.getByText('5 of 1000 characters')).toBeVisible();
    await expect(
      canvas.getByRole('checkbox', { name: 'I agree to be contacted about this request.' }),
    ).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The error summary: announced, focused, each problem a link that moves focus to its field. */
export const Summary: Story = {
  name: 'Error summary',
  render: () => (
    <>
      <ErrorSummary
        problems={[
          { fieldId: 'kit-name', message: 'Enter your name.' },
          { message: 'You have sent several requests in a short time.' },
        ]}
      />
      <TextField id="kit-name" label="Your name" value="" onChange={() => {}} error="Enter your name." />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('alert', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    await userEvent.click(canvas.getByRole('link', { name: 'Enter your name.' }));
    await expect(canvas.getByRole('textbox', { name: 'Your name' })).toHaveFocus();
  },
};

/** A field's error message on its own (as FieldError writes it). */
export const ErrorMessage: Story = {
  name: 'Error message',
  render: () => <FieldError id="kit-error" message="Enter the pot as a number of pounds." />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Enter the pot as a number of pounds.')).toBeVisible();
  },
};

function Pot({ invalid }: { invalid: boolean }) {
  const [value, setValue] = useState(invalid ? 'lots' : '');
  return (
    <div>
      <label htmlFor="kit-pot" className="block font-semibold text-navy">
        Your pension pot
      </label>
      <p id="kit-pot-hint" className="text-base text-muted">
        Adds the yearly cost for your pot to the table
      </p>
      <PotBox
        id="kit-pot"
        value={value}
        onChange={setValue}
        describedBy={invalid ? 'kit-pot-hint kit-pot-error' : 'kit-pot-hint'}
        invalid={invalid}
      />
      {invalid ? (
        <p id="kit-pot-error" className="mt-2 font-semibold text-danger">
          Enter the pot as a number of pounds, for example 250000.
        </p>
      ) : null}
    </div>
  );
}

/** The pot box: one look on the fee page and in the questionnaire. */
export const PotBoxEmpty: Story = {
  name: 'Pot box',
  render: () => <Pot invalid={false} />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Your pension pot' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '250000');
    await expect(input).toHaveValue('250000');
  },
};

/** The pot box with a wrong pot. */
export const PotBoxInvalid: Story = {
  name: 'Pot box with an error',
  render: () => <Pot invalid />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Your pension pot' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The pot box at 320 px: the box shrinks with the screen, never wider than it. */
export const PotBoxPhone: Story = {
  name: 'Pot box, phone',
  render: () => <Pot invalid />,
  globals: PHONE,
};
