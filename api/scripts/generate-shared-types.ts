// `npm run generate:types`: writes the front end's API types from the api's schemas.
import fs from 'node:fs'
import path from 'node:path'
import { GENERATED_FILE, generateSharedTypes } from './shared-types'

fs.writeFileSync(GENERATED_FILE, generateSharedTypes())
console.log(`wrote ${path.relative(process.cwd(), GENERATED_FILE)}`)
