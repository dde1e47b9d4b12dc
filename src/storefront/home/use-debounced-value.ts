// A value that follows its input only after the input has been still for a moment (search as you type).
import { useEffect, useState } from 'react';

export function useDebouncedValue<T>(value: T, delayMilliseconds: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMilliseconds);
    return () => clearTimeout(timer);
  }, [value, delayMilliseconds]);
  return settled;
}
