// Migrations are frozen once they land: a database that already ran one never
// runs it again, so an edit reaches only fresh installs and the two kinds of database drift
// apart silently. This test keeps the SHA-256 of every migration file as it shipped.
//
// Adding a migration (never editing one):
// 1. Create api/src/platform/db/migrations/<date>-<NNN>-<name>.ts and register it at the end of
//    api/src/platform/db/migration-list.ts (migrations/index.ts, the list of the first ones, is frozen too).
// 2. Run this test: it fails for the unlisted file and prints the line to add, e.g.
//      '2026-11-23-010-rate-limits.ts': '<sha256>',
//    (the same as `sha256sum api/src/platform/db/migrations/<file>`). Append that line to SHIPPED below.
// 3. Until the branch is merged the file may still change: update its line with it. Once merged,
//    the line is final; a change to a shipped migration is a new migration instead.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { migrations } from '../src/platform/db/migration-list'

const DIR = path.join(__dirname, '..', 'src', 'platform', 'db', 'migrations')

const SHIPPED: Record<string, string> = {
  '2026-11-22-001-users-and-codes.ts': '8924df19fd84f5501095b3a19577ff352e5a26ed92149aa6bb93dc76b1085553',
  '2026-11-22-002-domains-and-hosting.ts': '1df45857a090236c338e615dae46749ed468d6fb2ec19cf499de96feca1ffd65',
  '2026-11-22-003-checks.ts': '5ca2bbfd6ecca5278481809dfd767d4dde0729553af72f6e4bee0e6c6ebfca9d',
  '2026-11-22-004-bing-index.ts': '7f9e2e4aa587d56ca1423c986cefa8e626b57f47b15f6962c46a7c8e18449b48',
  // As first shipped in 650495e; its later index change is migration 006.
  '2026-11-23-005-read-paths.ts': 'bcddba2a7f1679bbcb8c263d294714ef51b22337f24ab87a733f8f7e09c14db0',
  '2026-11-23-006-claim-order-index.ts': '18e3fb201bb104b36c2446f2c7c620d5045828e9eef0e869c6b6e9627f9c559b',
  '2026-11-23-007-jobs-pacing-events.ts': 'c099e76c602dbe4941bd78df5919673dadc4e497c9e87fe3d8e7332049b725b8',
  '2026-11-23-008-alerts.ts': '005d6be9ce7e34e8f9eb2e450a23da648a56f83ece6c7c37696e613dbb96a6e4',
  '2026-11-23-010-rate-limits.ts': '567c651b4b6a815bbcb068c83eb64a66ef61c5c75c477f00c384c8b70cca879d',
  '2026-11-23-011-token-version.ts': '774b15f8dad3ad68b63ca0b1e143b011ec03f326a9e150e4f9076d4b017d918f',
  '2026-11-23-020-api-tokens.ts': 'e0313197811d015da98a8353febc9193bc2d9108c1824d1151eb51a34ad0055a',
  '2026-11-23-025-imports.ts': '88f2426a27fae9d9e3a7786db5960956ede0f631a0325790338b5b22accf76d9',
  '2026-11-23-050-real-dates.ts': '6c47b4376f370aed47e3b045e4fa945dcd4a398d2fc7dac791f54eededd6abb4',
  '2026-11-23-060-compact-history.ts': '7578ab50aa7a310138f94196491f15cf0a8d90727286c474e8c0c35858184579',
  '2026-11-23-065-domain-changes.ts': 'd5c4c38b8bfede35c903c7b630bba570a65051270e29e1ebf165b3715de85773',
  '2026-11-24-070-bulk-jobs.ts': '0bd3f51e90941660a77e775d8c4eec30a5fe0c78beff196fe71fca793f32007e',
  '2026-11-24-075-history-window.ts': '64a7412a53d05cee2246f77bf1023ec33899316bc4e04ee39948ae4c4d213fd7',
  '2026-11-24-080-name-order-indexes.ts': '46010295c088818caa10ed09e880cffb41a791cc0751293c384137e3412b109a',
  '2026-11-24-085-footprint-owner.ts': 'bc7bafa7342e348a88f159a519c2bd5532a598a2abea8f7c763fad9832b58ca4',
  '2026-11-24-086-changes-kind-index.ts': 'c801fdb7cdbe5c0534b0f9703ef3ed715172f40eed9ade1253c2734dcf700f1f',
  '2026-11-26-090-import-preview-rows.ts': '11b78a49ba40b32fc05c00d9508f6ff3864ed7e00592e8c5a3ce0eeb2bd7efce',
  '2026-11-26-092-api-token-revocation.ts': '245e4d7a9a44793130d03730cd6fa4aa9537921152d1835aad1ccd3b19460cc0',
  '2026-11-26-095-check-lanes.ts': 'd29b1b91885e64a2c0d6de7a8729d37333f98378969f14e1bf5c2e1c2ccc75ec',
  '2026-11-26-100-uptime-today.ts': 'd165eeefb3c7a032306c46119431b556f9adaadd549dbd45e38d4dfb87710ede',
  '2026-11-27-110-locations.ts': 'd85c91c8f5e04b10a3b129b6d03ec7ac305b0c4cfff0445c2f13af14d7d5deff',
  '2026-11-27-120-registrars.ts': '9edce582aadf3f443480d93762c6050163c877bca401ac46a49065057cbe7217',
  '2026-11-27-130-claim-order-by-type.ts': '6f4abf7b7f0f319cebf718c88e106845842b476b86da1b44614535742010be26',
  '2026-11-27-140-probe-rows-index.ts': 'd4c33553df6486a712f717584e2af1cfebf6146f16d97cfdf45bd74e40d6164d',
  '2026-11-27-150-scope-uptime.ts': '3bc9e4821e239053e7316fadda238526932f83b4a1b75da1f0b1943f7fd651f4',
  '2026-11-29-150-overview-dashboard.ts': '5012321600a974cd96e2002e0272cbbf8f4f88e19bc3ce319142a63fe1a0363c',
  '2026-11-29-200-incidents.ts': '6bf8728cdb0a0263ff09867e98ee14b6e5dde82cc97376fc566e85cdda3a4e64',
  '2026-11-29-210-incident-ack-links.ts': 'a02375d4863c031eec520b98c407129867a81390662ea8458374ef80eb514827',
  '2026-11-29-300-reputation.ts': '23cee42a9a79b7218a93b35351dcf8a02d3d1eca90bf689365da1ef45d388de0',
  '2026-11-29-400-escalation-oncall.ts': '08e48ff0967f7c7733fc420d5f096852a93ad1412ae7f5ab0e5addda1ef3825e',
  '2026-11-29-500-search-visibility.ts': 'b9ef73dd3cccfebdfbe406e73ef5825a1e7a878549746bda54beac0fdf0a2f19',
  '2026-11-29-501-search-oauth-client.ts': 'b36da1eca845e63ffcf314304dd4aeb5af6b9a8cd3dff62d90bff069a5ab9e63',
  '2026-11-29-600-search-inspection.ts': 'e7a93b60578cf6ca83c34fa944e9aaba2c710756684a8899363ec2302ed32ee2',
  '2026-11-29-650-changes-time-index.ts': 'a70de1ceef1026fb502434bdf131bf6288c1ec4a18cd371e6c82d0e946929440',
  '2026-11-29-660-search-sync-cadence.ts': '6fb596d1d3189d17b0ed4c23fba8bac4dcdebee6e7eb2dbd463d0b908a60e9da',
  '2026-11-29-700-search-rollups.ts': '5642ba89b70b37f75edb994af5395d159e0e7c42c7c6a4c2d80362537db4fb59'
}

const sha256 = (file: string): string => createHash('sha256').update(fs.readFileSync(path.join(DIR, file))).digest('hex')
const migrationFiles = (): string[] => fs.readdirSync(DIR).filter((f) => /^\d{4}-\d{2}-\d{2}-\d{3}-.+\.ts$/.test(f)).sort()

describe('shipped migrations are frozen', () => {
  test.each(Object.keys(SHIPPED))('%s is unchanged', (file) => {
    expect(fs.existsSync(path.join(DIR, file))).toBe(true)
    // On failure: this migration was edited after it shipped. Put the change in a new migration.
    expect(sha256(file)).toBe(SHIPPED[file])
  })

  test('the list of the first migrations, migrations/index.ts, is unchanged', () => {
    // On failure: register the new migration in migration-list.ts, not in the frozen list.
    expect(sha256('index.ts')).toBe('dbdd2112e40a4331bf643263b91c862b9a7d715366835661cf7de395e7f5555f')
  })

  test('every migration file is listed here and registered in migration-list.ts', () => {
    const unlisted = migrationFiles().filter((file) => SHIPPED[file] === undefined)
      .map((file) => `  '${file}': '${sha256(file)}',`)
    expect(unlisted).toEqual([])
    expect(Object.keys(migrations).map((name) => `${name}.ts`)).toEqual(migrationFiles())
  })
})
