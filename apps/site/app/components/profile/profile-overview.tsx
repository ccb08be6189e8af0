import { Artwork } from '~/components/content/artwork'
import { ButtonLink } from '~/components/ui/button'
import type { InitialsMark } from '~/lib/content/mark'
import type { ImageView } from '~/lib/cms/image-view'
import { EDIT_PATH } from '~/lib/profile/forms'

const NOT_SET = 'Nog niet ingevuld'

/** An e-mail address may wrap after its @ (and nowhere else unless it must). */
function breakable(value: string) {
  const at = value.indexOf('@')
  if (at < 1) return value
  return (
    <>
      {value.slice(0, at + 1)}
      <wbr />
      {value.slice(at + 1)}
    </>
  )
}

/** The top of /profiel: the picture (or the member's initials on their colour), name, type, e-mail address. */
export function ProfileHeader({
  name,
  typeOfUser,
  email,
  avatar,
  mark,
}: {
  name: string
  typeOfUser: string
  email: string
  avatar: ImageView | null
  mark: InitialsMark
}) {
  return (
    <section className="ts-profile-header" aria-labelledby="profiel-naam">
      {/* No photo: the member's initials on a colour fixed by their name, round. */}
      <Artwork image={avatar} subject={{ person: mark }} className="ts-profile__avatar" alt="Je profielfoto" loading="eager" />
      <div className="ts-profile-header__body">
        <h2 id="profiel-naam" className="ts-profile-header__name">
          {name || breakable(email)}
        </h2>
        <p className="ts-profile-header__type">{typeOfUser}</p>
        <p className="ts-profile-header__email">{breakable(email)}</p>
        <p className="ts-actions">
          <ButtonLink to={EDIT_PATH}>Profiel bewerken</ButtonLink>
          {avatar ? null : (
            <ButtonLink to={`${EDIT_PATH}#profiel-foto`} variant="secondary">
              Profielfoto toevoegen
            </ButtonLink>
          )}
        </p>
      </div>
    </section>
  )
}

function Row({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value ? breakable(value) : NOT_SET}</dd>
    </>
  )
}

export type ProfileDetailsView = {
  phoneNumber: string | null
  linkedIn: string | null
  careerStage: string | null
  organizations: string[]
  interests: string[]
  themes: string[]
}

/** 'Je gegevens': the rest of the member's details as a list of labels and values. */
export function ProfileDetails({ details }: { details: ProfileDetailsView }) {
  return (
    <section className="ts-dash-card" aria-labelledby="profiel-gegevens">
      <h2 id="profiel-gegevens" className="ts-dash-card__title">
        Je gegevens
      </h2>
      <dl className="ts-profile__facts">
        <Row label="Telefoonnummer" value={details.phoneNumber} />
        <Row label="LinkedIn" value={details.linkedIn} />
        <Row label="Loopbaanfase" value={details.careerStage} />
        <Row label="Onderwijs, bedrijf of vereniging" value={details.organizations.join(', ')} />
        <Row label="Interesses" value={details.interests.join(', ')} />
        <Row label="Thema’s" value={details.themes.join(', ')} />
      </dl>
    </section>
  )
}
