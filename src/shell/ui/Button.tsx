// The storefront's buttons, hand-built on the shell's button look (shell.css): `primary` carries the store's
// button colours (wl-button), `outlined` and `text` its link colour, so contrast follows the store's theme.
// A router link that looks like a button is ButtonLink; an icon-only button must be given a label.
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import './ui.css';

type Look = {
  variant?: 'primary' | 'outlined' | 'text';
  size?: 'small' | 'medium' | 'large';
  wide?: boolean;
};

function classesOf({ variant = 'text', size = 'medium', wide }: Look, extra?: string): string {
  return [
    'shell-button',
    variant === 'primary' ? 'wl-button' : variant === 'outlined' ? 'shell-button--outlined' : '',
    size === 'medium' ? '' : `shell-button--${size}`,
    wide ? 'sf-button--wide' : '',
    extra ?? '',
  ]
    .filter(Boolean)
    .join(' ');
}

export function Button({
  variant,
  size,
  wide,
  className,
  type = 'button',
  ...rest
}: Look & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={classesOf({ variant, size, wide }, className)} {...rest} />;
}

export function ButtonLink({ variant, size, wide, className, ...rest }: Look & LinkProps) {
  return <Link className={classesOf({ variant, size, wide }, className)} {...rest} />;
}

/** A round button showing only an icon: its label is what assistive technology announces. */
export function IconButton({
  label,
  children,
  ...rest
}: { label: string; children: ReactNode } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'>) {
  return (
    <button type="button" className="sf-icon-button" aria-label={label} {...rest}>
      {children}
    </button>
  );
}
