/** The forms' one text input look (login, profile, lead forms); everything else is the caller's. */
import type { InputHTMLAttributes } from 'react';

export const TEXT_INPUT_CLASS =
  'min-h-12 w-full border border-line bg-white px-4 text-base text-ink placeholder:text-mute/70 focus:border-ink aria-[invalid=true]:border-error';

export function TextInput({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input {...props} className={className ? `${TEXT_INPUT_CLASS} ${className}` : TEXT_INPUT_CLASS} />;
}
