import { useCategoryStore, getScope } from './category-store'

function freshStore () {
  let mod!: typeof import('./category-store')
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    mod = require('./category-store')
  })
  return mod
}

describe('category store', () => {
  it('defaults to natural with the api/scraper scope', () => {
    const { useCategoryStore: store } = freshStore()
    expect(store.getState()).toMatchObject({ category: 'natural', scope: 'api/scraper' })
  })

  it('stores the category as a plain string under superCategory and switches the scope', () => {
    useCategoryStore.getState().setCategory('casino')
    expect(localStorage.getItem('superCategory')).toBe('casino')
    expect(getScope()).toBe('casino/scraper')
    useCategoryStore.getState().setCategory('dating')
    expect(localStorage.getItem('superCategory')).toBe('dating')
    expect(getScope()).toBe('dating/scraper')
    useCategoryStore.getState().setCategory('natural')
    expect(getScope()).toBe('api/scraper')
  })

  it('restores the remembered category on start and ignores unknown values', () => {
    localStorage.setItem('superCategory', 'dating')
    expect(freshStore().useCategoryStore.getState()).toMatchObject({ category: 'dating', scope: 'dating/scraper' })
    localStorage.setItem('superCategory', 'poker')
    expect(freshStore().useCategoryStore.getState()).toMatchObject({ category: 'natural', scope: 'api/scraper' })
  })
})
