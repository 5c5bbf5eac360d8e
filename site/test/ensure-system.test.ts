import { spawnSync } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { afterInstall, commandName, decide, missingRequirements, type Probe } from '../../scripts/ensure-system.mjs'

/**
 * The first step of `npm test` (scripts/ensure-system.mjs): which system programs are missing, what it
 * installs, and the one line it stops with when it cannot. Nothing is installed here: the machine is
 * simulated, by a probe for the decisions and by PATH and environment for the script itself.
 */
const script = path.resolve(import.meta.dirname, '../../scripts/ensure-system.mjs')

/** A machine that has the programs listed (by command name, 'chromium' and 'initdb' included). */
const machine = (
  programs: string[],
  { root = true, env = {} }: { root?: boolean; env?: NodeJS.ProcessEnv } = {},
): Probe => ({
  env,
  isExecutable: (file) => file === '/usr/bin/chromium' && programs.includes('chromium'),
  onPath: (command) => programs.includes(command),
  hasPostgresServer: () => programs.includes('initdb'),
  isRoot: root,
})
const ALL = ['chromium', 'initdb', 'psql', 'docker-compose', 'java', 'ffmpeg', 'apt-get']
const plan = (probe: Probe) => decide(missingRequirements(probe), probe, 'npm test')

describe('ensure-system: decisions', () => {
  it('does nothing when every program is there', () => {
    expect(plan(machine(ALL))).toEqual({ action: 'none' })
    expect(plan(machine(ALL, { root: false }))).toEqual({ action: 'none' })
  })

  it('installs the Debian package of each missing program, as root with apt-get', () => {
    expect(plan(machine(['apt-get']))).toEqual({
      action: 'install',
      packages: ['chromium', 'postgresql', 'postgresql-client', 'docker-compose', 'default-jre-headless', 'ffmpeg'],
    })
    expect(plan(machine(ALL.filter((program) => program !== 'java')))).toEqual({
      action: 'install',
      packages: ['default-jre-headless'],
    })
    expect(plan(machine(ALL.filter((program) => program !== 'docker-compose')))).toEqual({
      action: 'install',
      packages: ['docker-compose'],
    })
    expect(plan(machine(ALL.filter((program) => program !== 'initdb' && program !== 'psql')))).toEqual({
      action: 'install',
      packages: ['postgresql', 'postgresql-client'],
    })
  })

  it('needs no PostgreSQL server when POSTGRES_TEST_URI names one, but still psql', () => {
    const env = { POSTGRES_TEST_URI: 'postgres://commune@db.example:5432/contract' }
    expect(
      plan(
        machine(
          ALL.filter((program) => program !== 'initdb'),
          { env },
        ),
      ),
    ).toEqual({ action: 'none' })
    expect(
      plan(
        machine(
          ALL.filter((program) => program !== 'initdb' && program !== 'psql'),
          { env },
        ),
      ),
    ).toEqual({
      action: 'install',
      packages: ['postgresql-client'],
    })
  })

  it('takes ffmpeg from FFMPEG_PATH when it is set, as from PATH', () => {
    const withoutFfmpeg = ALL.filter((program) => program !== 'ffmpeg')
    expect(missingRequirements(machine(withoutFfmpeg)).map((requirement) => requirement.name)).toEqual(['ffmpeg'])
    expect(missingRequirements(machine(withoutFfmpeg, { env: { FFMPEG_PATH: '/opt/ffmpeg/ffmpeg' } }))).toEqual([])
  })

  it('looks for Chromium at CHROMIUM_PATH when it is set', () => {
    expect(
      missingRequirements(machine(ALL, { env: { CHROMIUM_PATH: '/opt/chromium/chrome' } })).map(
        (requirement) => requirement.name,
      ),
    ).toEqual(['Chromium'])
  })

  it('stops with one line naming what is missing and the sudo command when not root', () => {
    const decision = plan(machine(['initdb', 'psql', 'java', 'ffmpeg', 'apt-get'], { root: false }))
    expect(decision.action).toBe('stop')
    if (decision.action !== 'stop') return
    expect(decision.message).not.toContain('\n')
    expect(decision.message).toContain('il manque Chromium, docker-compose')
    expect(decision.message).toContain('« sudo apt-get install chromium docker-compose »')
    expect(decision.message).toMatch(/relancez npm test\.$/)
  })

  it('stops with one line naming the Debian packages when there is no apt-get, root or not', () => {
    for (const root of [true, false]) {
      const decision = plan(machine(['chromium', 'docker-compose', 'java', 'ffmpeg'], { root }))
      expect(decision.action).toBe('stop')
      if (decision.action !== 'stop') return
      expect(decision.message).not.toContain('\n')
      expect(decision.message).toContain('il manque PostgreSQL (initdb), psql et apt-get est introuvable')
      expect(decision.message).toContain('paquets Debian postgresql postgresql-client')
    }
  })

  it('after apt-get: nothing to say when everything is there, else one line', () => {
    const [chromium] = missingRequirements(machine(ALL.filter((program) => program !== 'chromium')))
    expect(afterInstall([], true, ['chromium'], 'npm test')).toBeNull()
    const failed = afterInstall([chromium!], false, ['chromium'], 'npm test')
    expect(failed).toContain("il manque Chromium et apt-get n'a pas pu installer chromium")
    expect(failed).toContain('« apt-get update && apt-get install chromium »')
    expect(afterInstall([], false, ['chromium'], 'npm test')).toContain("apt-get n'a pas pu installer chromium")
    expect(afterInstall([chromium!], true, ['chromium'], 'npm test')).toContain(
      'il manque encore Chromium ; vérifiez PATH et CHROMIUM_PATH',
    )
  })

  it('tells the user to run again the npm command they ran', () => {
    expect(commandName({ npm_lifecycle_event: 'test' })).toBe('npm test')
    expect(commandName({ npm_lifecycle_event: 'bench' })).toBe('npm run bench')
    expect(commandName({})).toBe('la commande')
  })
})

describe('ensure-system: the script', () => {
  let scratch = ''
  let bin = ''
  let chromium = ''

  beforeAll(() => {
    scratch = mkdtempSync(path.join(tmpdir(), 'commune-ensure-system-'))
    bin = path.join(scratch, 'bin')
    mkdirSync(bin)
    for (const program of ['psql', 'docker-compose', 'java', 'ffmpeg']) {
      writeFileSync(path.join(bin, program), '#!/bin/sh\n')
      chmodSync(path.join(bin, program), 0o755)
    }
    chromium = path.join(bin, 'chromium')
    writeFileSync(chromium, '#!/bin/sh\n')
    chmodSync(chromium, 0o755)
  })
  afterAll(() => rmSync(scratch, { recursive: true, force: true }))

  const run = (env: NodeJS.ProcessEnv, ...args: string[]) =>
    spawnSync(process.execPath, [script, ...args], { env: { npm_lifecycle_event: 'test', ...env }, encoding: 'utf8' })

  it('prints nothing and exits 0 at once when everything is there', () => {
    const started = performance.now()
    const result = run({
      PATH: bin,
      CHROMIUM_PATH: chromium,
      POSTGRES_TEST_URI: 'postgres://commune@127.0.0.1:1/contract',
    })
    // A few file checks: the time is Node's own start (tens of ms), with room for a busy machine.
    expect(performance.now() - started).toBeLessThan(2000)
    expect(result.stdout + result.stderr).toBe('')
    expect(result.status).toBe(0)
  })

  it('says in one line what is missing and exits 1 when apt-get is not on PATH', () => {
    const result = run({
      PATH: scratch,
      CHROMIUM_PATH: path.join(scratch, 'no-chromium'),
      POSTGRES_TEST_URI: 'postgres://commune@127.0.0.1:1/contract',
    })
    expect(result.status).toBe(1)
    // ffmpeg is first asked of the npm registry (here npm itself is not on PATH: nothing comes).
    expect(result.stdout).toBe(
      'Installation de ffmpeg depuis le registre npm (@ffmpeg-installer/linux-x64@4.1.0) dans .tools/ffmpeg\n',
    )
    expect(result.stderr.trim().split('\n')).toEqual([
      'npm test : il manque Chromium, psql, docker-compose, Java, ffmpeg et apt-get est introuvable ici ; installez les paquets Debian chromium postgresql-client docker-compose default-jre-headless ffmpeg (ou leurs équivalents sur ce système), puis relancez npm test.',
    ])
  })

  // As root, with a stand-in apt-get first on PATH that logs its calls (and "installs" docker-compose).
  describe.skipIf(process.getuid?.() !== 0)('as root, with apt-get', () => {
    let aptBin = ''
    let psqlBin = ''
    let log = ''
    // biome-ignore lint/suspicious/noDuplicateTestHooks: this hook is the skippable block's own; the rule does not see `describe.skipIf(…)` as a block.
    beforeAll(() => {
      aptBin = path.join(scratch, 'apt-bin')
      mkdirSync(aptBin)
      psqlBin = path.join(scratch, 'psql-bin')
      mkdirSync(psqlBin)
      for (const program of ['psql', 'java', 'ffmpeg']) {
        writeFileSync(path.join(psqlBin, program), '#!/bin/sh\n')
        chmodSync(path.join(psqlBin, program), 0o755)
      }
      log = path.join(scratch, 'apt.log')
      const fake = [
        '#!/bin/sh',
        `echo "$DEBIAN_FRONTEND $*" >> ${log}`,
        'if [ "$FAKE_APT_FAILS" = 1 ]; then echo "E: Unable to locate package" >&2; exit 100; fi',
        `case "$*" in *" install "*) printf '#!/bin/sh\\n' > ${aptBin}/docker-compose; /bin/chmod 755 ${aptBin}/docker-compose;; esac`,
      ].join('\n')
      writeFileSync(path.join(aptBin, 'apt-get'), `${fake}\n`)
      chmodSync(path.join(aptBin, 'apt-get'), 0o755)
    })
    // Everything but docker-compose.
    const present = () => ({
      PATH: `${aptBin}${path.delimiter}${psqlBin}`,
      CHROMIUM_PATH: chromium,
      POSTGRES_TEST_URI: 'postgres://commune@127.0.0.1:1/contract',
    })

    it('installs the missing package quietly and non-interactively, then goes on', () => {
      rmSync(log, { force: true })
      const result = run(present())
      expect(result.stderr).toBe('')
      expect(result.stdout).toBe('Installation des paquets Debian manquants : docker-compose\n')
      expect(result.status).toBe(0)
      expect(readFileSync(log, 'utf8').trim().split('\n')).toEqual([
        'noninteractive -qq -o DPkg::Lock::Timeout=120 update',
        'noninteractive -qq -o DPkg::Lock::Timeout=120 install -y --no-install-recommends docker-compose',
      ])
      rmSync(path.join(aptBin, 'docker-compose'))
    })

    it('says in one line what apt-get could not install, and exits 1', () => {
      const result = run({ ...present(), FAKE_APT_FAILS: '1' })
      expect(result.status).toBe(1)
      const lines = result.stderr.trim().split('\n')
      expect(lines.slice(0, -1)).toEqual(['E: Unable to locate package'])
      expect(lines.at(-1)).toBe(
        "npm test : il manque docker-compose et apt-get n'a pas pu installer docker-compose (voir ci-dessus) ; installez avec « apt-get update && apt-get install docker-compose », puis relancez npm test.",
      )
    })
  })

  it('checks only the packages it is given (npm run bench: Chromium)', () => {
    const result = run({ PATH: scratch, CHROMIUM_PATH: chromium, npm_lifecycle_event: 'bench' }, 'chromium')
    expect(result.stdout + result.stderr).toBe('')
    expect(result.status).toBe(0)
    const unknown = run({ PATH: scratch }, 'chrome')
    expect(unknown.status).toBe(2)
    expect(unknown.stderr).toContain('paquet inconnu chrome')
  })
})
