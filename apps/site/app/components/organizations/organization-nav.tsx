import { useLocation } from 'react-router'
import { Tabs } from '~/components/ui/tabs'
import { organizationNav } from '~/lib/organizations/views'

/** The pages of one organisation for its members: content, members and (admins) the edit page. */
export function OrganizationNav({ organizationId, name, role }: { organizationId: string; name: string; role: string }) {
  const { pathname } = useLocation()
  return (
    <div className="ts-org-nav">
      <p className="ts-org-nav__name">{name}</p>
      <Tabs
        label={`Pagina’s van ${name}`}
        items={organizationNav(organizationId, role).map((item) => ({ ...item, current: pathname === item.to }))}
      />
    </div>
  )
}
