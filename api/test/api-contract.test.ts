// One contract: the front end's API types (shared/src/types/api-contract.generated.ts) are
// generated from the api's TypeBox schemas. This fails when a schema changed and the committed
// types were not regenerated (`npm run generate:types`), so the two can never drift apart.
import fs from 'node:fs'
import { Type } from 'typebox'
import { ScanResult } from '../src/components/domains/scan-schemas'
import { CONTRACT, GENERATED_FILE, generateSharedTypes } from '../scripts/shared-types'

test('the committed shared types are what the schemas generate (else run `npm run generate:types`)', () => {
  expect(fs.readFileSync(GENERATED_FILE, 'utf8')).toBe(generateSharedTypes())
})

test('a field added to a schema shows up in the generated types', () => {
  const before = generateSharedTypes()
  const properties = ScanResult.properties as Record<string, unknown>
  const required = ScanResult.required as string[]
  properties.inlineImages = Type.Integer({ description: 'probe' })
  required.push('inlineImages')
  try {
    const after = generateSharedTypes()
    expect(after).not.toBe(before)
    expect(after).toContain('  /** probe */\n  inlineImages: number\n')
  } finally {
    delete properties.inlineImages
    required.pop()
  }
  expect(generateSharedTypes()).toBe(before)
})

test('the shapes the screens read keep their names, nested ones included', () => {
  const text = generateSharedTypes()
  for (const [name] of CONTRACT) expect(text).toMatch(new RegExp(`export (interface|type) ${name}\\b`))
  expect(text).toMatch(/export interface DomainRecord \{[^}]*owner\?: DomainOwner\n/)
  expect(text).toMatch(/export interface HostingInfoList \{[^}]*list: HostingListRow\[\]\n/)
  expect(text).toMatch(/export interface DomainRecord \{[^}]*superCategory: 'natural' \| 'casino' \| 'dating'\n/)
})
