import type { ComponentProps } from 'react'
import { Link } from 'react-router'

/**
 * Buttons and links that look like a button: NL Design System `utrecht-button` and
 * `utrecht-button-link` with one `variant`. The variant → classes mapping lives here only; pages pass
 * extra classes of their own (layout hooks such as `ts-consent__button`) through `className`.
 */

const VARIANTS = {
  primary: {
    button: 'utrecht-button utrecht-button--primary-action',
    link: 'utrecht-button-link utrecht-button-link--primary-action',
  },
  secondary: {
    button: 'utrecht-button utrecht-button--secondary-action',
    link: 'utrecht-button-link utrecht-button-link--secondary-action',
  },
  subtle: { button: 'utrecht-button utrecht-button--subtle' },
  /** Deletes or ends something: the primary button in the error colour (styles/profile.css). */
  danger: { button: 'utrecht-button utrecht-button--primary-action ts-button--danger' },
  /** The quieter form of `danger`: the secondary button with an error-coloured outline (styles/calls.css). */
  'danger-outline': { button: 'utrecht-button utrecht-button--secondary-action ts-button--danger-outline' },
} as const satisfies Record<string, { button: string; link?: string }>

export type ButtonVariant = keyof typeof VARIANTS
export type ButtonLinkVariant = { [V in ButtonVariant]: 'link' extends keyof (typeof VARIANTS)[V] ? V : never }[ButtonVariant]

function classes(base: string, className: string | undefined) {
  return className ? `${base} ${className}` : base
}

/** A `<button>`; `type="button"` unless another type is given, so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  type = 'button',
  className,
  ...props
}: ComponentProps<'button'> & { variant?: ButtonVariant }) {
  return <button type={type} className={classes(VARIANTS[variant].button, className)} {...props} />
}

type ButtonLinkProps = { variant?: ButtonLinkVariant } & (
  ComponentProps<typeof Link> | (ComponentProps<'a'> & { href: string; to?: never })
)

/**
 * A link that looks like a button. With `to`: React Router's `<Link>` (a page of this site); with
 * `href`: a plain `<a>` (another website, a file to download, an anchor on the page).
 */
export function ButtonLink({ variant = 'primary', className, ...props }: ButtonLinkProps) {
  const linkClassName = classes(VARIANTS[variant].link, className)
  if ('href' in props && typeof props.href === 'string') {
    // Children written out: the accessibility lint checks that an anchor has content.
    const { children, ...anchor } = props as ComponentProps<'a'>
    return (
      <a className={linkClassName} {...anchor}>
        {children}
      </a>
    )
  }
  return <Link className={linkClassName} {...(props as ComponentProps<typeof Link>)} />
}
