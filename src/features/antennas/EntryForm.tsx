import { useState } from 'react';

/**
 * A one-field form of the settings screen: a named field and its button, which is off while
 * the field is blank. `onSubmit` gets the text and says whether to clear the field.
 */
export function EntryForm({
  label,
  button,
  type = 'text',
  role,
  initial = '',
  onSubmit,
}: {
  label: string;
  button: string;
  type?: 'text' | 'search';
  role?: 'search';
  initial?: string;
  onSubmit: (text: string) => Promise<boolean> | undefined;
}) {
  const [text, setText] = useState(initial);
  return (
    <form
      className="antenna-rule__form"
      role={role}
      onSubmit={(event) => {
        event.preventDefault();
        if (!text.trim()) return;
        void onSubmit(text)?.then((clear) => {
          if (clear) setText('');
        });
      }}
    >
      <input
        type={type}
        aria-label={label}
        placeholder={label}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className="button" disabled={!text.trim()}>
        {button}
      </button>
    </form>
  );
}
