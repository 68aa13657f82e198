// Licence sales offices (dealers) and certified training centres for /offices (content/data/offices.yaml); build and browser.
export { dealers, officeSections, trainingCenters } from '../generated/data/offices.ts'
