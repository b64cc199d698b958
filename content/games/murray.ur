[Ruleset "murray"]
[Seed "21498"]
[Title.en "On Murray’s Track, Dark never brings a piece home"]
[Title.fr "Sur la piste de Murray, Foncé ne sort aucun pion"]
[Annotator "Urtext"]

{en: The computer plays both sides, and Light throws first. Murray’s track is 27 squares long: from d1 to a1, up the middle lane to g2, round the far end by g1, h1, h2, h3 and g3, back down the middle from g2 to a2, and home through a1, b1, c1 and d1, with a 28th step off the board. Every piece crosses the middle lane twice, so pieces going out meet pieces coming home there, and a piece taken on its way back loses its whole journey.}
{fr: L’ordinateur joue les deux camps, et Clair lance le premier. Le parcours de Murray compte 27 cases : de d1 à a1, la rangée du milieu jusqu’en g2, le tour du bout du plateau par g1, h1, h2, h3 et g3, le retour par le milieu de g2 à a2, puis a1, b1, c1 et d1, et un 28ᵉ pas pour sortir. Chaque pion traverse deux fois la rangée du milieu : les pions qui partent y croisent ceux qui reviennent, et un pion pris sur le chemin du retour perd tout son trajet.}
1. L 1 in-d1
2. D 2 in-c3
3. L 0 in-a1*
4. L 0 a1-d2*
5. L 0 in-a1*
6. L 0 d2-g1*
7. L 2 in-c1
  {en: In its second turn Light throws four 4s in a row, each stopping on a rosette: a new piece onto a1, a1 to d2, another piece onto a1, then d2 to g1, Light’s twelfth square on this track. The fifth throw, a 2, enters a piece on c1 and ends the turn.}
  {fr: À son deuxième tour, Clair obtient quatre 4 de suite, chacun arrêté sur une rosette : un nouveau pion en a1, de a1 en d2, un autre pion en a1, puis de d2 en g1, douzième case de Clair sur ce parcours. Le cinquième lancer, un 2, fait entrer un pion en c1 et termine le tour.}
8. D 0 in-a3*
9. D 1 in-d3
10. L 0 a1-d2*
11. L 0 in-a1*
12. L 1 c1-b1
13. D 1 c3-b3
14. L 2 in-c1
15. D 2 in-c3
16. L 2 g1-h2
17. D 0 b3-c2
18. L 1 h2-h3
  {en: The leading Light piece steps from h2 into Dark’s lane, on h3, its fifteenth square.}
  {fr: Le pion clair de tête passe de h2 dans la rangée de Foncé, en h3, sa quinzième case.}
19. D 2 d3-b3
20. L 3 a1-c2x
  {en: The first capture: Light’s piece on a1 lands on c2 with a 3 and sends the Dark piece there back off the board.}
  {fr: La première prise : le pion clair de a1 s’arrête en c2 avec un 3 et renvoie hors du plateau le pion foncé qui s’y trouvait.}
21. D 2 b3-a2
22. L 2 c1-a1*
23. L 3 c2-f2
24. D 1 a2-b2
25. L 2 f2-g1*
26. L 1 h3-g3*
  {en: From h3 to g3: Light’s sixteenth square, a rosette in Dark’s lane and Dark’s twelfth square. Light throws again, and a piece standing there cannot be taken.}
  {fr: De h3 en g3 : seizième case de Clair, rosette dans la rangée de Foncé et douzième case de Foncé. Clair relance, et un pion posé là ne peut pas être pris.}
27. L 3 b1-b2x
28. D 0 c3-b2x
  {en: Light used its extra throw to take the Dark piece on b2 from b1. Dark answers at once: a 4 from c3 takes the Light piece on the same square.}
  {fr: Clair s’est servi de son lancer supplémentaire pour prendre le pion foncé de b2 depuis b1. Foncé répond aussitôt : un 4 depuis c3 prend le pion clair sur la même case.}
29. L 2 d1-b1
30. D 1 b2-c2
31. L 1 in-d1
32. D 1 in-d3
33. L 1 d1-c1
34. D 0 d3-a2
35. L 2 b1-a2x
36. D 2 in-c3
37. L 3 a1-c2x
38. D 1 c3-b3
39. L 2 c1-a1*
40. L 2 c2-e2
41. D 1 in-d3
42. L 2 a2-c2
43. D 1 d3-c3
44. L 2 e2-g2
45. D 2 b3-a2
46. L 2 c2-e2
47. D 3 a3-c2
48. L 3 g2-h2
49. D 2 c3-a3*
50. D 3 in-b3
51. L 3 in-b1
52. D 2 c2-e2x
53. L 1 in-d1
54. D 1 a2-b2
55. L 2 b1-a2
56. D 1 in-d3
57. L 1 a2-b2x
58. D 1 d3-c3
59. L 2 d1-b1
60. D 1 in-d3
61. L 3 b2-e2x
62. D 2 b3-a2
63. L 3 h2-g2
  {en: The Light piece on h2 runs h3, g3, where another Light piece stands, and comes back into the middle lane on g2, its seventeenth square. It now heads down the middle towards a2 and home, against the Dark pieces coming up.}
  {fr: Le pion clair de h2 passe par h3 et g3, où se trouve un autre pion clair, et revient dans la rangée du milieu en g2, sa dix-septième case. Il redescend maintenant le milieu vers a2 et la maison, à contre-courant des pions foncés qui montent.}
64. D 2 a2-c2
65. L 1 e2-f2
66. D 0 c2-g2x
67. L 1 f2-g2x
  {en: Dark’s 4 from c2 took the Light piece on g2, which had covered seventeen squares on its way home. Light’s piece on f2, still on its way out, takes the Dark piece right back.}
  {fr: Le 4 de Foncé depuis c2 a pris le pion clair de g2, qui avait déjà parcouru dix-sept cases sur le chemin du retour. Le pion clair de f2, encore à l’aller, reprend aussitôt le pion foncé.}
68. D 1 c3-b3
69. L 2 g2-h1
70. D 1 d3-c3
71. L 1 in-d1
72. D 2 b3-a2
73. L 2 b1-a2x
74. D 2 a3-b2
75. L 0 h1-g2
76. D 1 c3-b3
77. L 1 a2-b2x
78. D 0 in-a3*
79. D 1 in-d3
80. L 1 b2-c2
81. D 1 d3-c3
82. L 1 d1-c1
83. D 2 b3-a2
84. L 2 c2-e2
85. D 2 a2-c2
86. L 3 a1-c2x
87. D 3 a3-c2x
88. L 3 in-b1
89. D 0 in-a3*
90. D 1 c3-b3
91. L 0 b1-c2x
92. D 2 b3-a2
93. L 2 c1-a1*
94. L 1 a1-a2x
95. D 1 a3-a2x
96. L 1 e2-f2
97. D 2 a2-c2x
98. L 1 in-d1
99. D 0 in-a3*
100. D 1 in-d3
101. L 2 d1-b1
102. D 1 d3-c3
103. L 2 in-c1
104. D 2 a3-b2
105. L 0 c1-b2x
106. D 2 c3-a3*
107. D 1 in-d3
108. L 2 b1-a2
109. D 2 d3-b3
110. L 2 a2-c2x
111. D 1 in-d3
112. L 1 g1-h1
113. D 0 d3-a2
114. L 1 h1-h2
115. D 2 in-c3
116. L 2 f2-g1*
117. L 2 c2-e2
118. D 2 a3-b2x
119. L 0 in-a1*
120. L 2 a1-b2x
121. D 1 b3-a3*
122. D 0 c3-b2x
123. L 2 in-c1
124. D 1 b2-c2
125. L 2 c1-a1*
126. L 2 g3-f2
127. D 1 a2-b2
128. L 1 h2-h3
129. D 1 in-d3
130. L 1 h3-g3*
131. L 2 a1-b2x
132. D 0 c2-g2x
133. L 1 b2-c2
134. D 0 d3-a2
135. L 1 in-d1
136. D 1 a2-b2
  {en: Dark’s piece on g2 is one step from the far end, but that step is g3, the rosette where a Light piece rests: the move is barred, and Dark plays a2 to b2.}
  {fr: Le pion foncé de g2 est à un pas du bout du plateau, mais ce pas mène en g3, la rosette où se tient un pion clair : le coup est interdit, et Foncé joue de a2 en b2.}
137. L 2 e2-g2x
138. D 2 in-c3
139. L 1 d1-c1
140. D 1 b2-c2x
141. L 2 c1-a1*
142. L 2 g2-h1
143. D 1 c3-b3
144. L 2 in-c1
145. D 1 in-d3
146. L 1 c1-b1
147. D 1 d3-c3
148. L 0 b1-c2x
149. D 2 b3-a2
150. L 3 g1-h3
151. D 2 a2-c2x
152. L 1 in-d1
153. D 1 c3-b3
154. L 1 d1-c1
155. D 2 in-c3
156. L 1 c1-b1
157. D 0 c3-b2
158. L 2 a1-b2x
159. D 2 a3-b2x
160. L 2 in-c1
161. D 2 in-c3
162. L 0 d2-g1*
163. L 2 f2-d2*
164. L 0 d2-a1*
  {en: Three rosettes in one turn: d2 to g1 on the way out, then f2 to d2 and d2 to a1 on the way home. On Murray’s track a piece meets d2 and a1 twice, and each stop earns another throw.}
  {fr: Trois rosettes en un tour : de d2 en g1 à l’aller, puis de f2 en d2 et de d2 en a1 au retour. Sur le parcours de Murray, un pion passe deux fois par d2 et par a1, et chaque arrêt fait rejouer.}
165. L 1 h1-h2
166. D 2 b2-d2*
167. D 2 c3-a3*
168. D 2 c2-e2
169. L 1 g1-h1
170. D 2 in-c3
171. L 2 b1-a2
172. D 1 a3-a2x
173. L 2 h3-g2
174. D 0 in-a3*
175. D 2 e2-g2x
176. L 3 h2-g2x
177. D 3 d2-g2x
178. L 1 g3-g2x
= "DDD5/D5L~1/L~1L4L D 3/3 0/0"
  {en: Four captures in four moves, all on g2, where the way out and the way home cross: Dark takes a Light piece coming home, Light takes back from h2, Dark takes again from d2, and Light’s piece on g3 steps down onto g2 to have the last word.}
  {fr: Quatre prises en quatre coups, toutes en g2, là où l’aller et le retour se croisent : Foncé prend un pion clair qui rentrait, Clair reprend depuis h2, Foncé reprend depuis d2, et le pion clair de g3 descend en g2 pour avoir le dernier mot.}
179. D 0 a3-d2*
180. D 1 b3-a3*
181. D 1 a2-b2
182. L 0 a1-out
  {en: Light bears off its first piece: from a1, its twenty-fourth square, a 4 is the exact count to the twenty-eighth step, off the board.}
  {fr: Clair sort son premier pion : depuis a1, sa vingt-quatrième case, un 4 donne le compte exact jusqu’au vingt-huitième pas, hors du plateau.}
183. D 1 b2-c2
184. L 1 c1-b1
185. D 1 c3-b3
186. L 1 b1-a1*
187. L 2 in-c1
188. D 2 c2-e2
189. L 0 g2-c2
190. D 1 in-d3
191. L 0 c2-b1
192. D 2 in-c3
193. L 1 in-d1
194. D 2 e2-g2
195. L 3 h1-g3*
196. L 1 g3-g2x
197. D 1 a3-a2
198. L 1 a1-a2x
199. D 2 c3-a3*
200. D 1 d3-c3
201. L 1 a2-b2
202. D 0 d2-g3*
  {en: For the first time a Dark piece gets past the middle lane: d2 to g3, its twelfth square and a rosette. Light already has a piece home.}
  {fr: Pour la première fois, un pion foncé dépasse la rangée du milieu : de d2 en g3, sa douzième case et une rosette. Clair a déjà rentré un pion.}
203. D 1 g3-h3
204. L 2 b2-d2*
205. L 2 c1-a1*
206. L 1 g2-f2
207. D 1 h3-h2
208. L 2 in-c1
209. D 1 h2-h1
210. L 0 d2-g1*
211. L 2 f2-d2*
212. L 1 g1-h1x
  {en: That Dark piece had worked its way round to h1, its fifteenth square. Light’s piece on g1 steps onto it, in Light’s own lane, and sends it back to the start.}
  {fr: Ce pion foncé avait fait son chemin jusqu’en h1, sa quinzième case. Le pion clair de g1 s’y arrête, dans la rangée même de Clair, et le renvoie au départ.}
213. D 2 b3-a2
214. L 2 h1-h3
215. D 1 in-d3
216. L 2 h3-g2
217. D 1 c3-b3
218. L 2 g2-e2
219. D 1 d3-c3
220. L 0 d1-a2x
221. D 2 b3-a2x
222. L 2 b1-d1
223. D 3 in-b3
224. L 2 a1-b2
225. D 2 a2-c2
226. L 3 in-b1
227. D 1 in-d3
228. L 0 d2-a1*
229. L 1 e2-d2*
230. L 3 b2-e2
231. D 1 a3-a2
232. L 0 e2-h1
233. D 0 in-a3*
234. D 2 c2-e2
235. L 1 d1-out
236. D 3 e2-g3*
237. D 1 a2-b2
238. L 3 a1-d1
239. D 2 b3-a2
240. L 2 c1-a1*
241. L 3 b1-b2x
242. D 3 g3-h1x
  {en: Dark strikes back at the far end: its piece on g3 runs h3 and h2 and takes the Light piece on h1, in Light’s lane.}
  {fr: Foncé riposte au bout du plateau : son pion de g3 passe par h3 et h2 et prend le pion clair de h1, dans la rangée de Clair.}
243. L 2 in-c1
244. D 2 d3-b3
245. L 3 b2-e2
246. D 3 h1-f2
247. L 1 e2-f2x
= "DDD5/D2L~1L2/L1LL~4 D 0/3 2/0"
  {en: That Dark piece went round the corner and came back into the middle lane on f2, its eighteenth square: the furthest any Dark piece gets in this game. A Light piece still on its way out takes it from e2.}
  {fr: Ce pion foncé a tourné au coin et il est revenu dans la rangée du milieu en f2, sa dix-huitième case : aucun pion foncé n’ira plus loin dans cette partie. Un pion clair encore à l’aller le prend depuis e2.}
248. D 2 a2-c2
249. L 1 d1-out
250. D 2 c2-e2
251. L 0 f2-h2
252. D 2 e2-g2
253. L 2 h2-g3*
254. L 1 g3-g2x
255. D 2 b3-a2
256. L 1 a1-a2x
257. D 1 c3-b3
258. L 1 a2-b2
259. D 2 in-c3
260. L 1 b2-c2
261. D 0 b3-c2x
262. L 2 c1-a1*
263. L 3 a1-c2x
264. D 0 c3-b2
265. L 1 in-d1
266. D 1 b2-c2x
267. L 3 d1-a1*
268. L 0 g2-c2x
269. D 2 in-c3
270. L 1 in-d1
271. D 2 a3-b2
272. L 2 a1-b2x
273. D 1 c3-b3
274. L 3 c2-a1*
275. L 2 d1-b1
276. D 2 in-c3
277. L 1 b2-c2
278. D 1 b3-a3*
279. D 2 a3-b2
280. L 2 c2-e2
281. D 1 in-d3
282. L 0 e2-h1
283. D 1 c3-b3
284. L 1 h1-h2
285. D 2 in-c3
286. L 0 a1-out
287. D 3 d3-a3*
288. D 3 b2-e2
289. L 1 b1-a1*
290. L 3 a1-c2
291. D 1 in-d3
292. L 0 d2-a1*
293. L 2 h2-g3*
294. L 2 c2-e2x
295. D 2 b3-a2
296. L 0 g3-d2*
297. L 2 e2-g2
298. D 2 d3-b3
299. L 1 g2-g1*
300. L 2 g1-h2
301. D 1 in-d3
302. L 2 h2-g3*
303. L 2 a1-c1
304. D 1 a2-b2
305. L 1 c1-d1
306. D 1 b2-c2
307. L 2 g3-f2
308. D 1 a3-a2
309. L 0 d2-a1*
310. L 2 f2-d2*
311. L 2 a1-c1
312. D 2 c3-a3*
313. D 1 d3-c3
314. L 1 d1-out
315. D 1 in-d3
316. L 2 c1-out
317. D 1 a2-b2
318. L 0 d2-a1*
319. L 0 a1-out#
  {en: Two 4s end the game: d2 to a1, a rosette and one more throw, then a1 off the board. Light brings its seventh piece home while Dark has none: over the game Light made 33 captures and Dark 19.}
  {fr: Deux 4 terminent la partie : de d2 en a1, une rosette et un lancer de plus, puis de a1 hors du plateau. Clair rentre son septième pion alors que Foncé n’en a aucun : sur l’ensemble de la partie, Clair a fait 33 prises et Foncé 19.}
= "DDDD4/1DD5/8 L 0/1 7/0"
