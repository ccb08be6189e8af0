import { getEnv } from '~/lib/env.server'
import { buildRobots } from '~/lib/seo/xml'
import { textResponse } from '~/lib/seo/respond.server'

// GET /robots.txt
export const loader = () => textResponse(buildRobots(getEnv().SITE_URL), 'text/plain; charset=utf-8')
