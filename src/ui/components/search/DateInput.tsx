import { useRef, useState, type KeyboardEvent } from 'react';

export interface DateInputProps {
  readonly value: string;
  readonly min?: string;
  readonly onChange: (value: string) => void;
}

/** Keys that type into a date field: digits, arrows (a segment up or down), erasing. */
const typingKey = (event: KeyboardEvent) => /^(\d|Arrow(Up|Down)|Backspace|Delete)$/.test(event.key);

/**
 * A date field for values its presenter normalises at once (the search drops a past date, or an end before the
 * start). A date typed from the keyboard passes through complete dates not meant yet (the year 0002, the day 02 of
 * 23…), each of which would be dropped and empty the fields: what is typed is kept in the field and given when the
 * field is left or Enter is pressed. A date chosen in the browser's calendar is given at once.
 */
export const DateInput = ({ value, min, onChange }: DateInputProps) => {
  const [typed, setTyped] = useState<string | null>(null);
  const typing = useRef(false);
  const commit = () => {
    typing.current = false;
    if (typed === null) return;
    setTyped(null);
    if (typed !== value) onChange(typed);
  };
  return (
    <input
      type="date"
      min={min}
      value={typed ?? value}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
        else if (typingKey(event)) typing.current = true;
      }}
      onChange={(event) => {
        if (typing.current) setTyped(event.target.value);
        else onChange(event.target.value);
      }}
      onBlur={commit}
    />
  );
};
