import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

import { validateConfig } from 'astro/config'
import { parse } from 'smol-toml'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { repoRoot } from './repository'

import { netlifyApiProxy, netlifyApiRule, viteApiProxy } from '../src/integrations/cmsApiProxy'

/**
 * The deployment files at the repository root: netlify.toml (the site on Netlify), and
 * docker-compose.yml and docker-compose.postgres.yml with cms/Dockerfile (the CMS and MongoDB or
 * PostgreSQL on a server).
 */
const siteRoot = path.join(repoRoot, 'site')
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8')

interface NetlifyConfig {
  build: { base?: string; command: string; publish: string; environment: Record<string, string> }
  plugins: { package: string; inputs?: { paths?: string[] } }[]
  headers: { for: string; values: Record<string, string> }[]
  redirects?: { from: string; to: string; status?: number }[]
}

const netlify = parse(read('netlify.toml')) as unknown as NetlifyConfig
const headersFor = (pattern: string) => netlify.headers.find((rule) => rule.for === pattern)?.values ?? {}

/** Astro's resolved configuration as the Netlify build sees it (no SITE_OUT_DIR there). */
async function resolvedAstroConfig() {
  const saved = process.env.SITE_OUT_DIR
  delete process.env.SITE_OUT_DIR
  try {
    const { default: userConfig } = await import('../astro.config')
    return await validateConfig(userConfig, siteRoot, 'build')
  } finally {
    if (saved !== undefined) process.env.SITE_OUT_DIR = saved
  }
}
const fromRepoRoot = (url: URL) => path.relative(repoRoot, fileURLToPath(url)).split(path.sep).join('/')

describe('netlify.toml', () => {
  it('construit le site depuis la racine du dépôt, avec pnpm et Node 24', () => {
    expect(netlify.build.base ?? '').toMatch(/^(\.?\/?)?$/)
    expect(netlify.build.command).toMatch(/\bpnpm (--filter[= ]|-F )site build\b/)
    expect(netlify.build.environment.NODE_VERSION).toBe('24')
    const rootPackage = JSON.parse(read('package.json')) as { packageManager: string }
    expect(rootPackage.packageManager).toMatch(/^pnpm@\d+\.\d+\.\d+$/)
  })

  it('publie le dossier de sortie d’Astro et garde son cache d’images entre deux constructions', async () => {
    const config = await resolvedAstroConfig()
    expect(netlify.build.publish).toBe('site/dist')
    expect(fromRepoRoot(config.outDir)).toBe(netlify.build.publish)

    const cache = netlify.plugins.find((plugin) => plugin.package === 'netlify-plugin-cache')
    expect(cache, 'extension netlify-plugin-cache').toBeDefined()
    expect(cache?.inputs?.paths).toContain(fromRepoRoot(config.cacheDir))
    const rootPackage = JSON.parse(read('package.json')) as { devDependencies: Record<string, string> }
    expect(rootPackage.devDependencies['netlify-plugin-cache']).toBeDefined()
  })

  it('envoie les en-têtes de sécurité sur chaque chemin', () => {
    const all = headersFor('/*')
    expect(all['X-Content-Type-Options']).toBe('nosniff')
    expect(all['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    expect(all['X-Frame-Options']).toBe('DENY')
    const permissions = all['Permissions-Policy'] ?? ''
    for (const feature of ['camera', 'microphone', 'geolocation']) expect(permissions).toContain(`${feature}=()`)
    const csp = (all['Content-Security-Policy'] ?? '').split(';').map((directive) => directive.trim())
    for (const directive of ["frame-ancestors 'none'", "base-uri 'self'", "object-src 'none'", "form-action 'self'"]) {
      expect(csp).toContain(directive)
    }
    // HTML revalidates: Netlify's default, not overridden for every path.
    expect(all['Cache-Control']).toBeUndefined()
  })

  it('met en cache pour un an les fichiers nommés par leur empreinte (/_astro/*)', () => {
    expect(headersFor('/_astro/*')['Cache-Control']).toBe('public, max-age=31536000, immutable')
  })

  // docs/product/requests.md#tracking: the address of a tracking link carries the request's key.
  it('ne garde ni n’indexe le suivi des demandes (/suivi)', () => {
    for (const pattern of ['/suivi', '/suivi/*']) {
      expect(headersFor(pattern)['Cache-Control'], pattern).toBe('no-store')
      expect(headersFor(pattern)['X-Robots-Tag'], pattern).toBe('noindex, nofollow')
    }
  })

  it('laisse Netlify servir 404.html pour les chemins inconnus (aucune redirection attrape-tout)', () => {
    expect((netlify.redirects ?? []).filter((rule) => rule.from === '/*')).toEqual([])
  })
})

describe('l’API du CMS par l’origine du site', () => {
  const cms = new URL(process.env.CMS_URL ?? 'http://localhost:3000').origin

  it('astro dev et astro preview relaient /api/ au CMS, en ajoutant l’adresse du visiteur à X-Forwarded-For', async () => {
    const config = await resolvedAstroConfig()
    const secret = process.env.PROXY_SECRET ? { headers: { 'X-Proxy-Secret': process.env.PROXY_SECRET } } : {}
    for (const proxy of [config.vite.server?.proxy, config.vite.preview?.proxy]) {
      expect(proxy).toEqual({ '/api/': { target: cms, changeOrigin: true, xfwd: true, ...secret } })
    }
    // With PROXY_SECRET (npm start shares it with the CMS), the proxy says the address is its own writing.
    expect(viteApiProxy(cms, 'secret-partage')['/api/'].headers).toEqual({ 'X-Proxy-Secret': 'secret-partage' })
  })

  it('Netlify : la construction écrit la règle de relais (statut 200) dans _redirects, avant les règles existantes', async () => {
    expect(netlifyApiRule('https://cms.example.org')).toBe('/api/*  https://cms.example.org/api/:splat  200')
    // Signed with PROXY_SECRET's value by Netlify: only the variable's name is in the file.
    expect(netlifyApiRule('https://cms.example.org', true)).toBe(
      '/api/*  https://cms.example.org/api/:splat  200  Sign=PROXY_SECRET',
    )
    const config = await resolvedAstroConfig()
    const integration = config.integrations.find((entry) => entry.name === 'netlify-api-proxy')
    expect(integration, 'intégration netlify-api-proxy').toBeDefined()

    const dist = mkdtempSync(path.join(tmpdir(), 'commune-dist-'))
    try {
      writeFileSync(path.join(dist, '_redirects'), '/ancienne-page  /presentation  301\n')
      const hook = netlifyApiProxy('https://cms.example.org', false).hooks['astro:build:done'] as (
        options: unknown,
      ) => Promise<void>
      await hook({ dir: pathToFileURL(`${dist}/`), logger: { info: vi.fn(), warn: vi.fn() } })
      const rules = readFileSync(path.join(dist, '_redirects'), 'utf8')
        .split('\n')
        .filter((line) => line.trim() && !line.startsWith('#'))
      expect(rules).toEqual(['/api/*  https://cms.example.org/api/:splat  200', '/ancienne-page  /presentation  301'])
      // No catch-all: unknown paths keep Netlify's 404.html.
      expect(rules.some((rule) => rule.startsWith('/* '))).toBe(false)
    } finally {
      rmSync(dist, { recursive: true, force: true })
    }
  })
})

describe('politique de sécurité du contenu (astro.config.ts)', () => {
  it('n’autorise aucun script en ligne, et aucune autre origine que le site (le CMS passe par son /api/)', async () => {
    const config = await resolvedAstroConfig()
    const csp = config.security.csp
    expect(typeof csp).toBe('object')
    if (typeof csp !== 'object') return
    const scriptResources = (csp.scriptDirective?.resources ?? []).map((entry) =>
      typeof entry === 'string' ? entry : entry.resource,
    )
    expect(scriptResources).not.toContain("'unsafe-inline'")
    expect(csp.directives).toContain("default-src 'self'")
    expect(csp.directives).toEqual(
      expect.arrayContaining(["connect-src 'self'", "img-src 'self' data: blob:", "media-src 'self' blob:"]),
    )
  })
})

/** The CMS image's stage, from its FROM to the end of cms/Dockerfile. */
const runtimeStage = () => {
  const dockerfile = read('cms/Dockerfile')
  return dockerfile.slice(dockerfile.search(/^FROM \S+ AS runtime$/m))
}

/** The production stack's two variants, and what `docker-compose config` must resolve in each. */
const STACKS: { file: string; secrets: Record<string, string>; resolves: string[]; volume: RegExp }[] = [
  {
    file: 'docker-compose.yml',
    secrets: { MONGO_ROOT_PASSWORD: 'mot-de-passe-de-test', MONGO_REPLICA_SET_KEY: 'cle-du-jeu-de-repliques' },
    resolves: [
      'image: mongo:8.0',
      // Payload turns MongoDB's transactions on only when the address names the replica set.
      'DATABASE_URI: mongodb://commune:mot-de-passe-de-test@mongo:27017/commune?authSource=admin&replicaSet=rs0',
      'mongod --replSet rs0 --bind_ip_all --keyFile /etc/mongo-keyfile',
      // The first start's health check creates the one-member set.
      'rs.initiate({ _id:',
    ],
    volume: /mongo-data:\/data\/db\b/,
  },
  {
    file: 'docker-compose.postgres.yml',
    secrets: { POSTGRES_PASSWORD: 'mot-de-passe-de-test' },
    resolves: [
      'image: postgres:15-bookworm',
      'DATABASE_URI: postgres://commune:mot-de-passe-de-test@postgres:5432/commune',
      'pg_isready',
    ],
    volume: /postgres-data:\/var\/lib\/postgresql\/data\b/,
  },
]
const COMPOSE_FILES = [...STACKS.map((stack) => stack.file), 'docker-compose.common.yml']

const available = spawnSync('docker-compose', ['version'], { encoding: 'utf8' }).status === 0
const required = process.env.REQUIRE_DOCKER_COMPOSE === '1'

describe.each(STACKS)('$file', (stack) => {
  // Values for the required secrets: the file must be valid with them, and refused without them.
  const DUMMY: Record<string, string> = {
    ...stack.secrets,
    PAYLOAD_SECRET: 'secret-de-test',
    SERVER_URL: 'https://cms.example.org',
    SITE_URL: 'https://www.example.org',
    SITE_BUILD_HOOK_URL: 'https://api.netlify.com/build_hooks/test',
    PROXY_SECRET: 'secret-du-relais-de-test',
    SMTP_URL: 'smtp://commune:mot-de-passe@smtp.example.org:587',
    SMTP_FROM: 'mairie@example.org',
  }
  let scratch = ''
  let emptyEnvFile = ''

  beforeAll(() => {
    scratch = mkdtempSync(path.join(tmpdir(), 'commune-compose-'))
    // A developer's own .env must not fill in what the test leaves out.
    emptyEnvFile = path.join(scratch, 'empty.env')
    writeFileSync(emptyEnvFile, '')
  })
  afterAll(() => rmSync(scratch, { recursive: true, force: true }))

  const compose = (env: Record<string, string>, ...args: string[]) =>
    spawnSync('docker-compose', ['--env-file', emptyEnvFile, '-f', path.join(repoRoot, stack.file), ...args], {
      cwd: repoRoot,
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', HOME: scratch, ...env },
    })

  it.skipIf(!available && !required)(
    'est valide pour docker-compose (config -q) avec les secrets fournis',
    () => {
      expect(
        available,
        'docker-compose est introuvable (REQUIRE_DOCKER_COMPOSE=1) : apt-get install docker-compose',
      ).toBe(true)
      const result = compose(DUMMY, 'config', '-q')
      expect(result.stderr).toBe('')
      expect(result.status).toBe(0)

      const resolved = compose(DUMMY, 'config').stdout
      for (const text of stack.resolves) expect(resolved).toContain(text)
      expect(resolved).toContain('condition: service_healthy')
      expect(resolved).toContain('DATA_DIR: /data')
      expect(resolved).toMatch(/cms-uploads:\/data\b/)
      expect(resolved).toMatch(stack.volume)
      expect(resolved).toContain('dockerfile: cms/Dockerfile')
      // The CMS from the runtime stage; the scheduled backups from theirs, on the same database.
      const services = resolved.split(/^ {2}(?=\w)/m)
      const service = (name: string) => services.find((part) => part.startsWith(`${name}:`)) ?? ''
      expect(service('cms')).toContain('target: runtime')
      expect(service('backup')).toContain('target: backup')
      expect(service('backup')).toMatch(/cms-uploads:\/data:ro\b/)
      expect(service('backup')).toContain(stack.resolves[1])
    },
    60_000,
  )

  it.skipIf(!available && !required)(
    'refuse de démarrer sans chacun des secrets obligatoires',
    () => {
      expect(available, 'docker-compose est introuvable (REQUIRE_DOCKER_COMPOSE=1)').toBe(true)
      for (const name of Object.keys(DUMMY)) {
        const env: Record<string, string> = { ...DUMMY }
        delete env[name]
        const result = compose(env, 'config', '-q')
        expect(result.status, name).not.toBe(0)
        expect(result.stderr, name).toContain(`set ${name}`)
      }
    },
    120_000,
  )
})

describe('docker-compose.yml, docker-compose.postgres.yml', () => {
  it('ne contiennent aucune valeur secrète, et .env.example nomme chaque variable', () => {
    const example = read('.env.example')
    for (const file of COMPOSE_FILES) {
      const text = read(file)
      const used = new Set([...text.matchAll(/\$\{(\w+)/g)].map((match) => match[1]!))
      expect(used.size, file).toBeGreaterThan(0)
      for (const name of used) expect(example, `${file} : ${name}`).toMatch(new RegExp(`^#? ?${name}=`, 'm'))
      // Every secret-like setting is taken from the environment, never written in the file.
      for (const line of text.split('\n').filter((line) => /(PASSWORD|SECRET|_KEY|DATABASE_URI)\s*:/.test(line)))
        expect(line, file).toMatch(/\$\{/)
    }
    expect(read('.gitignore').split('\n')).toContain('.env')
  })

  it('dans le conteneur, le CMS écoute sur toutes les interfaces ; hors Docker, sur la boucle locale sauf LISTEN_HOST', () => {
    const runtime = runtimeStage()
    // Next's standalone server, which reads where to listen from the environment.
    expect(runtime).toMatch(/^CMD \["node", "cms\/server\.js"\]$/m)
    expect(runtime).toMatch(/^\s+HOSTNAME=0\.0\.0\.0 \\$/m)
    expect(runtime).toMatch(/^\s+PORT=3000 \\$/m)
    // The host side: published on loopback, behind the HTTPS reverse proxy.
    expect(read('docker-compose.common.yml')).toMatch(/^\s+- "127\.0\.0\.1:3000:3000"$/m)
    const cmsPackage = JSON.parse(read('cms/package.json')) as { scripts: Record<string, string> }
    expect(cmsPackage.scripts.start).toContain(`-H $\{LISTEN_HOST:-127.0.0.1}`)
  })

  it('le Dockerfile du CMS installe la version de pnpm du dépôt et tourne sans droits root', () => {
    const dockerfile = read('cms/Dockerfile')
    // The workspace's own Node (the root package.json's `node`), as an exact tag.
    const pinned = (JSON.parse(read('package.json')) as { devDependencies: Record<string, string> }).devDependencies
      .node
    expect(dockerfile).toMatch(new RegExp(`^ARG NODE_IMAGE=node:${pinned!.replaceAll('.', '\\.')}-bookworm-slim$`, 'm'))
    expect(dockerfile).toContain('npm install -g "$(node -p "require(\'./package.json\').packageManager")"')
    expect(dockerfile).toContain('pnpm install --frozen-lockfile --filter cms...')
    const runtime = runtimeStage()
    // The spoken versions' converter, from Debian, in the image that runs the CMS.
    expect(runtime).toContain('apt-get install -y --no-install-recommends ffmpeg')
    // The lean image: the standalone server and nothing else of the build stage; the last stage, so
    // that a plain `docker build` makes it; a health check of its own.
    expect([...runtime.matchAll(/^COPY --from=build (\S+)/gm)].map((match) => match[1])).toEqual([
      '/app/cms/.next/standalone',
    ])
    expect(dockerfile.trimEnd().endsWith(runtime.trimEnd())).toBe(true)
    expect(runtime).toMatch(
      /^HEALTHCHECK .*\n\s+CMD \["node", "-e", "fetch\('http:\/\/127\.0\.0\.1:3000\/api\/auth\/me'\)/m,
    )
    expect(runtime).toMatch(/^USER node$/m)
    // The patched packages (pnpm.patchedDependencies) install only with their patch files there.
    const patched = Object.values(
      (JSON.parse(read('package.json')) as { pnpm?: { patchedDependencies?: Record<string, string> } }).pnpm
        ?.patchedDependencies ?? {},
    )
    expect(patched.length).toBeGreaterThan(0)
    for (const patch of patched) expect(patch.startsWith('patches/'), patch).toBe(true)
    expect(dockerfile.indexOf('COPY patches/ patches/')).toBeGreaterThan(-1)
    expect(dockerfile.indexOf('COPY patches/ patches/')).toBeLessThan(
      dockerfile.indexOf('pnpm install --frozen-lockfile'),
    )
    expect(dockerfile).toMatch(/^USER node$/m)
    expect(dockerfile).toMatch(/NODE_ENV=production/)
    expect(read('.dockerignore').split('\n')).toEqual(expect.arrayContaining(['**/node_modules', '.env']))
  })
})
