import { renderToStaticMarkup } from 'react-dom/server'
import { Link } from 'react-router'
import { describe, expect, it } from 'vitest'
import { Button, ButtonLink } from './button'

describe('Button', () => {
  it('is type="button" unless told otherwise, so it does not submit the form it sits in', () => {
    expect(renderToStaticMarkup(<Button>Annuleren</Button>)).toBe(
      '<button type="button" class="utrecht-button utrecht-button--primary-action">Annuleren</button>',
    )
    expect(renderToStaticMarkup(<Button type="submit">Opslaan</Button>)).toContain('type="submit"')
  })

  it('has the NL Design System classes of each variant, plus any extra class', () => {
    const html = (variant: Parameters<typeof Button>[0]['variant']) =>
      renderToStaticMarkup(<Button variant={variant}>x</Button>).match(/class="([^"]*)"/)?.[1]
    expect(html('primary')).toBe('utrecht-button utrecht-button--primary-action')
    expect(html('secondary')).toBe('utrecht-button utrecht-button--secondary-action')
    expect(html('subtle')).toBe('utrecht-button utrecht-button--subtle')
    expect(html('danger')).toBe('utrecht-button utrecht-button--primary-action ts-button--danger')
    expect(html('danger-outline')).toBe('utrecht-button utrecht-button--secondary-action ts-button--danger-outline')
    expect(renderToStaticMarkup(<Button className="ts-menu-toggle">Menu</Button>)).toContain(
      'class="utrecht-button utrecht-button--primary-action ts-menu-toggle"',
    )
  })

  it('passes on the attributes a form needs', () => {
    const html = renderToStaticMarkup(
      <Button type="submit" name="intent" value="next" form="f" formNoValidate disabled aria-describedby="help" data-testid="b">
        Volgende
      </Button>,
    )
    for (const attribute of [
      'name="intent"',
      'value="next"',
      'form="f"',
      'formNoValidate=""',
      'disabled=""',
      'aria-describedby="help"',
      'data-testid="b"',
    ])
      expect(html).toContain(attribute)
  })
})

describe('ButtonLink', () => {
  it('with `to`: the Link of React Router to a page of this site, with the button-link classes', () => {
    // Called, not rendered: in the unit tests react-router resolves another copy of React than react-dom.
    const element = ButtonLink({ to: '/oproepen/nieuw', variant: 'secondary', children: 'Nieuwe oproep' })
    expect(element.type).toBe(Link)
    expect(element.props).toEqual({
      to: '/oproepen/nieuw',
      className: 'utrecht-button-link utrecht-button-link--secondary-action',
      children: 'Nieuwe oproep',
    })
  })

  it('with `href`: a plain link (another site, a download), attributes kept', () => {
    expect(
      renderToStaticMarkup(
        <ButtonLink variant="secondary" href="/agenda.ics" download>
          Zet in je agenda
        </ButtonLink>,
      ),
    ).toBe('<a class="utrecht-button-link utrecht-button-link--secondary-action" href="/agenda.ics" download="">Zet in je agenda</a>')
  })
})
