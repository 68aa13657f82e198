// /features accordion: five groups of Rhino 8 tools (creation, editing, interface, display, render); used in build and browser.
import type { FeatureIcon } from './features'

export interface ExpandableFeatureGroup {
  id: 'model-olusturma' | 'duzenleme' | 'arayuz' | 'goruntuleme' | 'render'
  title: string
  icon: FeatureIcon
  summary: string
  sections: { title: string; items: string[] }[]
}

export const expandableGroups: ExpandableFeatureGroup[] = [
  {
    id: 'model-olusturma',
    title: 'Model Oluşturma',
    icon: 'PenTool',
    summary: 'Eğriden katıya, SubD ve mesh dahil her tür geometriyi oluşturma araçları.',
    sections: [
      {
        title: 'Eğriler ve yüzeyler',
        items: [
          'Line, Polyline, Curve ve InterpCrv ile hassas eğri çizimi',
          'Loft, Sweep1, Sweep2 ve NetworkSrf ile yüzey üretimi',
          'Revolve ve RailRevolve ile dönel formlar',
          'BlendCrv ve BlendSrf ile G2 sürekli geçişler',
          'Patch ile eğri ve noktalardan serbest yüzey',
        ],
      },
      {
        title: 'Katılar ve SubD',
        items: [
          'Box, Cylinder, Sphere ve Torus gibi temel katılar',
          'ExtrudeCrv ve ExtrudeSrf ile katı oluşturma',
          'SubD temel nesneleri ve ToSubD ile dönüşüm',
          'Crease ile SubD kenarlarını keskinleştirme',
          'ToNURBS ile SubD modelini NURBS yüzeylerine çevirme',
        ],
      },
      {
        title: 'Mesh ve tarama verisi',
        items: [
          'ShrinkWrap ile su geçirmez mesh oluşturma',
          'QuadRemesh ile düzenli dörtgen topoloji',
          'MeshRepair ve FillMeshHoles ile mesh onarımı',
          'ReduceMesh ile poligon sayısını düşürme',
        ],
      },
    ],
  },
  {
    id: 'duzenleme',
    title: 'Düzenleme',
    icon: 'Wrench',
    summary: 'Mevcut geometriyi doğrudan, hassas ve geri alınabilir biçimde değiştirme.',
    sections: [
      {
        title: 'Doğrudan düzenleme',
        items: [
          'PushPull ile yüzleri ve kenarları itip çekme',
          'Gumball ile taşıma, döndürme, ölçekleme ve ekstrüzyon',
          'Auto CPlane ile seçilen nesneye göre çalışma düzlemi',
          'Kontrol noktalarıyla düzenleme (PointsOn)',
          'History ile bağlı geometrinin otomatik güncellenmesi',
        ],
      },
      {
        title: 'Kenarlar ve yüzeyler',
        items: [
          'FilletEdge ve ChamferEdge ile değişken yarıçaplı kenarlar',
          'Geliştirilen FilletSrf ile yüzeyler arası yuvarlatma',
          'OffsetCrv ve OffsetSrf ile ofset',
          'RefitTrim ile budanmış kenarları yeniden oturtma',
          'BooleanUnion, BooleanDifference ve BooleanSplit',
        ],
      },
      {
        title: 'Dönüştürme ve deformasyon',
        items: [
          'Orient ve OrientOnSrf ile konumlandırma',
          'Flow ve FlowAlongSrf ile eğri ve yüzey boyunca akıtma',
          'Bend, Twist ve Taper ile deformasyon',
          'CageEdit ile kafes tabanlı biçim değiştirme',
          'ArrayCrv ve ArrayPolar ile dizi oluşturma',
        ],
      },
    ],
  },
  {
    id: 'arayuz',
    title: 'Arayüz',
    icon: 'Monitor',
    summary: "Windows ve Mac'te ortak, özelleştirilebilir ve otomasyona açık çalışma ortamı.",
    sections: [
      {
        title: 'Çalışma alanı',
        items: [
          "Windows ve Mac'te ortak araç çubuğu ve panel düzeni",
          'Yüzen (floating) görünüm pencereleri',
          'Komut satırında otomatik tamamlama',
          'Makrolarla özelleştirilebilir araç çubukları',
        ],
      },
      {
        title: 'Katman ve nesne yönetimi',
        items: [
          'Layers paneli ile katman filtreleme ve düzenleme',
          'Named Views, Named CPlanes ve Named Positions',
          'Blok tanımları ve bağlantılı (linked) bloklar',
          'SelectionFilter ile seçim filtreleri',
          'Properties paneli ile nesne özellikleri',
        ],
      },
      {
        title: 'Otomasyon',
        items: [
          'Python 3, IronPython ve C# destekli yeni Script Editor',
          'Rhino model verisine erişen Grasshopper bileşenleri',
          'RhinoCommon .NET SDK ile eklenti geliştirme',
          'Package Manager ile eklenti kurulumu ve güncelleme',
        ],
      },
    ],
  },
  {
    id: 'goruntuleme',
    title: 'Görüntüleme',
    icon: 'Eye',
    summary: 'Tasarımı incelemek, analiz etmek ve teknik çizime dönüştürmek için görüntü araçları.',
    sections: [
      {
        title: 'Görüntü modları',
        items: [
          'Wireframe, Shaded, Rendered, Ghosted ve X-Ray',
          'Technical, Artistic, Pen ve Monochrome',
          'Ayarları değiştirilebilen özel görüntü modları',
          "Mac'te Metal ile hızlandırılmış ekran",
        ],
      },
      {
        title: 'Kesitler ve teknik çizim',
        items: [
          'Clipping plane kesitlerinde dolgu ve tarama',
          'Section Styles ile kesit görünümünü nesne veya katman bazında ayarlama',
          'ClippingDrawings ile kesitten 2B çizim çıkarma',
          'Make2D ile görünümden 2B çizim',
          'Layout, Detail ve ölçülendirme araçları',
        ],
      },
      {
        title: 'Analiz',
        items: [
          'Zebra ve EMap ile yüzey sürekliliği kontrolü',
          'CurvatureAnalysis ve CurvatureGraph',
          'DraftAngleAnalysis ile kalıp açısı kontrolü',
          'ShowEdges ile açık kenar tespiti',
        ],
      },
    ],
  },
  {
    id: 'render',
    title: 'Render',
    icon: 'Sun',
    summary: 'Rhino Render ile modelden çıkmadan fotogerçekçi sunum görselleri.',
    sections: [
      {
        title: 'Rhino Render',
        items: [
          'Cycles tabanlı, fiziksel olarak doğru render motoru',
          "NVIDIA CUDA/OptiX ile, Mac'te Metal ile GPU hızlandırma",
          'Rendered görüntü modunda gerçek zamanlı önizleme',
          'Gürültü giderme (denoiser) ile kısa sürede temiz görüntü',
        ],
      },
      {
        title: 'Malzeme ve ışık',
        items: [
          'PBR (fiziksel tabanlı) malzemeler',
          'Doku eşleme (texture mapping) ve Decal',
          'HDRI ortam görüntüleriyle aydınlatma',
          'Sun ile konuma, tarihe ve saate göre gün ışığı',
          'Ground Plane ve gölge yakalayıcı zemin',
        ],
      },
      {
        title: 'Sunum',
        items: [
          'Snapshots ile görünüm ve sahne durumlarını kaydetme',
          'Named Views ile kamera açıları',
          'Yüksek çözünürlüklü render çıktısı',
          'V-Ray, Enscape, KeyShot ve Twinmotion gibi motorlarla uyum',
        ],
      },
    ],
  },
]
