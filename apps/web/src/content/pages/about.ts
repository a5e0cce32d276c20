/** Copy of the About page. */
export const about = {
  heroTitle: 'Built on 25+ years of precision machining',
  heroText:
    'Since 1997 we have grown from a single lathe in Rajkot into a dedicated CNC, VMC and turning facility trusted by manufacturers across India.',
  story: [
    'We started in 1997 as a small job shop in Rajkot, turning shafts and bushes for local pump and engine makers. The work was simple, but the standard we set was not: every part had to fit the first time.',
    'That reputation brought larger customers and more demanding drawings. We invested in CNC turning, then vertical machining centres, and built an inspection room before we built a showroom.',
    'Today we supply high-accuracy precision components to energy, textile machinery, automotive, electric vehicle, aerospace and defense, and agriculture equipment manufacturers, in batches from fifty to fifty thousand.',
  ],
  plantImage: '/images/about/plant.webp',
};
