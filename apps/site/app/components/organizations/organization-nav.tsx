import { NavLink } from 'react-router'
import { organizationNav } from '~/lib/organizations/views'

/** The pages of one organisation for its members: content, members and (admins) the edit page. */
export function OrganizationNav({ organizationId, name, role }: { organizationId: string; name: string; role: string }) {
  return (
    <nav className="ts-org-nav" aria-label={`Pagina’s van ${name}`}>
      <p className="ts-org-nav__name">{name}</p>
      <ul>
        {organizationNav(organizationId, role).map((item) => (
          <li key={item.to}>
            <NavLink className="utrecht-link" to={item.to} end>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
