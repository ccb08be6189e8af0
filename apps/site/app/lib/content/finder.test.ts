import { describe, expect, it } from 'vitest'
import { finderTarget } from './finder'

const target = (search: string) => finderTarget(new URLSearchParams(search))

describe("the 'Ik ben een … op zoek naar …' filter", () => {
  it('leads to the matching list filtered on the target group', () => {
    expect(target('ik=student&zoek=vacatures')).toBe('/vacatures?doelgroep=student')
    expect(target('ik=professional&zoek=oproepen')).toBe('/oproepen?doelgroep=professional')
    expect(target('ik=organisatie&zoek=evenementen')).toBe('/evenementen?doelgroep=organisatie')
    expect(target('ik=student&zoek=nieuws')).toBe('/nieuws?doelgroep=student')
    expect(target('ik=student&zoek=artikelen')).toBe('/artikelen?doelgroep=student')
  })

  it('sends organisations to the directory that fits', () => {
    expect(target('ik=student&zoek=organisaties')).toBe('/studentenorganisaties')
    expect(target('ik=professional&zoek=organisaties')).toBe('/bedrijven')
  })

  it('falls back to the overview for unknown input', () => {
    expect(target('ik=hacker&zoek=https://evil.example')).toBe('/community')
    expect(target('')).toBe('/community')
    expect(target('ik=constructor&zoek=toString')).toBe('/community')
  })
})
